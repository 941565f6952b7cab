import RIBs

@MainActor
protocol AppRootInteractable: Interactable, AppHomeListener, FinanceHomeListener,
  ProfileHomeListener
{
  var router: (any AppRootRouting)? { get set }
  var listener: (any AppRootListener)? { get set }
}

@MainActor
protocol AppRootViewControllable: ViewControllable {
  /// Shows one tab per view controller, the first one selected.
  func setViewControllers(_ viewControllers: [any ViewControllable])
}

/// Attaches the three tabs once and keeps them attached: switching tabs is the view's business, as
/// with a `UITabBarController`.
final class AppRootRouter: LaunchRouter<any AppRootInteractable, any AppRootViewControllable>,
  AppRootRouting
{
  private let appHomeBuilder: any AppHomeBuildable
  private let financeHomeBuilder: any FinanceHomeBuildable
  private let profileHomeBuilder: any ProfileHomeBuildable
  private var tabs: [any ViewableRouting] = []

  init(
    interactor: any AppRootInteractable,
    viewController: any AppRootViewControllable,
    appHomeBuilder: any AppHomeBuildable,
    financeHomeBuilder: any FinanceHomeBuildable,
    profileHomeBuilder: any ProfileHomeBuildable
  ) {
    self.appHomeBuilder = appHomeBuilder
    self.financeHomeBuilder = financeHomeBuilder
    self.profileHomeBuilder = profileHomeBuilder
    super.init(interactor: interactor, viewController: viewController)
    interactor.router = self
  }

  func attachTabs() {
    guard tabs.isEmpty else { return }
    tabs = [
      appHomeBuilder.build(withListener: interactor),
      financeHomeBuilder.build(withListener: interactor),
      profileHomeBuilder.build(withListener: interactor),
    ]
    tabs.forEach(attachChild)
    viewController.setViewControllers(tabs.map(\.viewControllable))
  }
}
