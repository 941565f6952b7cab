import RIBs
import RIBsNavigation

@MainActor
protocol AppRootViewControllable: ViewControllable {
  /// Draws the tabs, which the router owns, from now on.
  func draw(_ tabs: RIBTabs<AppTab>.Rendering)
}

/// The root's router: the three tabs, and the tab a deep link selects.
///
/// Each tab is attached the first time it is selected and kept attached when the user leaves it,
/// so that it shows the same place when they come back, as a tab bar does on iOS. What a tab shows
/// comes from the repositories, so a tab kept attached costs little. The terminal app and the
/// SwiftUI app run this router; their views draw its tabs.
final class AppRootRouter: LaunchRouter<any AppRootInteractable, any AppRootViewControllable>,
  AppRootRouting
{
  private let appHomeBuilder: any AppHomeBuildable
  private let financeHomeBuilder: any FinanceHomeBuildable
  private let profileHomeBuilder: any ProfileHomeBuildable
  /// The actionable item of each tab built, for deep links.
  private var items: [AppTab: AnyObject] = [:]

  /// The tabs; each is attached once selected.
  private(set) lazy var tabs = RIBTabs<AppTab>(.home, .finance, .profile, host: self) {
    [unowned self] tab in build(tab)
  }

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
    viewController.draw(tabs.rendering)
    // A restored tab is selected again.
    handleRoutes(AppTab.self) { [unowned self] tab in
      tabs.select(tab)
      return tabs.selectedRouter == nil ? "The \(tab) tab could not be built." : nil
    }
  }

  func attachTabs() {
    tabs.select(tabs.selectedTab)
  }

  func routeToHome() throws -> any AppHomeActionableItem {
    try select(.home, as: (any AppHomeActionableItem).self)
  }

  func routeToFinance() throws -> any FinanceHomeActionableItem {
    try select(.finance, as: (any FinanceHomeActionableItem).self)
  }

  func routeToProfile() throws -> any ProfileHomeActionableItem {
    try select(.profile, as: (any ProfileHomeActionableItem).self)
  }

  /// Selects `tab`, building it if it is not attached, and returns its actionable item.
  ///
  /// - Throws: If the tab could not be attached (a diagnostic says why).
  private func select<Item>(_ tab: AppTab, as item: Item.Type) throws -> Item {
    tabs.select(tab)
    guard tabs.selectedRouter != nil, let item = items[tab] as? Item else {
      throw CancellationError()
    }
    return item
  }

  private func build(_ tab: AppTab) -> any ViewableRouting {
    switch tab {
    case .home:
      let home = appHomeBuilder.build(withListener: interactor)
      items[tab] = home.actionableItem
      return home.router
    case .finance:
      let finance = financeHomeBuilder.build(withListener: interactor)
      items[tab] = finance.actionableItem
      return finance.router
    case .profile:
      let profile = profileHomeBuilder.build(withListener: interactor)
      items[tab] = profile.actionableItem
      return profile.router
    }
  }
}
