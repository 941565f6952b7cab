import RIBs

@MainActor
protocol AppRootViewControllable: ViewControllable {
  /// Shows one tab per view controller, the first one selected.
  func setViewControllers(_ viewControllers: [any ViewControllable])
  /// Shows the tab at `index` of the view controllers.
  func selectTab(at index: Int)
}

/// Attaches the three tabs once and keeps them attached: switching tabs is the view's business, as
/// with a `UITabBarController`, except when a deep link selects one.
final class AppRootRouter: LaunchRouter<any AppRootInteractable, any AppRootViewControllable>,
  AppRootRouting
{
  /// The attached tabs' items, for deep links.
  private struct Tabs {
    let home: any AppHomeActionableItem
    let finance: any FinanceHomeActionableItem
    let profile: any ProfileHomeActionableItem
  }

  private let appHomeBuilder: any AppHomeBuildable
  private let financeHomeBuilder: any FinanceHomeBuildable
  private let profileHomeBuilder: any ProfileHomeBuildable
  private var tabs: Tabs?

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
    _ = attachedTabs()
  }

  func routeToHome() -> any AppHomeActionableItem {
    let tabs = attachedTabs()
    viewController.selectTab(at: 0)
    return tabs.home
  }

  func routeToFinance() -> any FinanceHomeActionableItem {
    let tabs = attachedTabs()
    viewController.selectTab(at: 1)
    return tabs.finance
  }

  func routeToProfile() -> any ProfileHomeActionableItem {
    let tabs = attachedTabs()
    viewController.selectTab(at: 2)
    return tabs.profile
  }

  /// The tabs, attached on the first call.
  private func attachedTabs() -> Tabs {
    if let tabs { return tabs }
    let home = appHomeBuilder.build(withListener: interactor)
    let finance = financeHomeBuilder.build(withListener: interactor)
    let profile = profileHomeBuilder.build(withListener: interactor)
    let routers: [any ViewableRouting] = [home.router, finance.router, profile.router]
    let attached = Tabs(
      home: home.actionableItem, finance: finance.actionableItem, profile: profile.actionableItem)
    tabs = attached
    routers.forEach(attachChild)
    viewController.setViewControllers(routers.map(\.viewControllable))
    return attached
  }
}
