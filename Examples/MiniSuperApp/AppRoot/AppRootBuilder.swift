import Foundation
import RIBs

@MainActor
protocol AppRootBuildable: Buildable {
  /// - Returns: The router to launch, and the interactor, which opens deep links.
  func build() -> (launchRouter: any LaunchRouting, urlHandler: any URLHandler)
}

final class AppRootBuilder: Builder<any AppRootDependency>, AppRootBuildable {
  func build() -> (launchRouter: any LaunchRouting, urlHandler: any URLHandler) {
    let component = AppRootComponent(dependency: dependency)
    let view = dependency.views.makeAppRootView()
    let interactor = AppRootInteractor(presenter: view.presenter)
    let router = AppRootRouter(
      interactor: interactor,
      viewController: view.view,
      appHomeBuilder: AppHomeBuilder(dependency: component),
      financeHomeBuilder: FinanceHomeBuilder(dependency: component),
      profileHomeBuilder: ProfileHomeBuilder(dependency: component))
    return (router, interactor)
  }
}
