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
    let viewController = TransportHomeViewController()
    let component = TransportHomeComponent(dependency: dependency)
    let interactor = TransportHomeInteractor(presenter: viewController, dependency: component)
    interactor.listener = listener
    return TransportHomeRouter(
      interactor: interactor,
      viewController: viewController,
      topupBuilder: TopupBuilder(dependency: component, baseViewController: viewController))
  }
}
