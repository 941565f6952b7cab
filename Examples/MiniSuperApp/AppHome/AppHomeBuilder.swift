import Foundation
import RIBs

@MainActor
protocol AppHomeBuildable: Buildable {
  /// - Returns: The router, and the interactor as the item deep links act on.
  func build(withListener listener: any AppHomeListener) -> (
    router: any AppHomeRouting & ViewableRouting, actionableItem: any AppHomeActionableItem
  )
}

final class AppHomeBuilder: Builder<any AppHomeDependency>, AppHomeBuildable {
  func build(withListener listener: any AppHomeListener) -> (
    router: any AppHomeRouting & ViewableRouting, actionableItem: any AppHomeActionableItem
  ) {
    let component = AppHomeComponent(dependency: dependency)
    let view = dependency.views.makeAppHomeView()
    let interactor = AppHomeInteractor(presenter: view.presenter)
    interactor.listener = listener
    let router = AppHomeRouter(
      interactor: interactor,
      viewController: view.view,
      transportHomeBuilder: TransportHomeBuilder(dependency: component))
    return (router, interactor)
  }
}
