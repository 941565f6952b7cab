import Foundation
import RIBs
import RIBsCombine

@MainActor
protocol TransportHomeBuildable: Buildable {
  func build(withListener listener: any TransportHomeListener) -> any TransportHomeRouting
    & ViewableRouting
}

final class TransportHomeBuilder: Builder<any TransportHomeDependency>, TransportHomeBuildable {
  func build(withListener listener: any TransportHomeListener) -> any TransportHomeRouting
    & ViewableRouting
  {
    let view = dependency.views.makeTransportHomeView()
    let component = TransportHomeComponent(dependency: dependency)
    let interactor = TransportHomeInteractor(presenter: view.presenter, dependency: component)
    interactor.listener = listener
    return TransportHomeRouter(
      interactor: interactor,
      viewController: view.view,
      topupBuilder: TopupBuilder(dependency: component))
  }
}
