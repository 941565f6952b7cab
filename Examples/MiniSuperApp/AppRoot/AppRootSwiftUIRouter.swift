import RIBs
import RIBsSwiftUI

/// The root's router in the SwiftUI app: the three tabs, held by the `RIBTabs` that `RIBTabView`
/// draws.
///
/// As in the terminal app, each tab is attached the first time it is selected and stays attached
/// when the user leaves it, so that it shows the same place when they come back.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
final class AppRootSwiftUIRouter: Router<any AppRootInteractable>, AppRootRouting {
  /// What the root shows over the tabs; the interactor's presenter.
  let state: AppRootViewState
  private let appHomeBuilder: any AppHomeSwiftUIBuildable
  private let financeHomeBuilder: any FinanceHomeSwiftUIBuildable
  private let profileHomeBuilder: any ProfileHomeSwiftUIBuildable
  /// The actionable item of each tab built, for deep links.
  private var items: [AppTab: AnyObject] = [:]

  /// The tabs; each is attached once selected.
  private(set) lazy var tabs = RIBTabs<AppTab>(.home, .finance, .profile, host: self) {
    [unowned self] tab in build(tab)
  }

  init(
    interactor: any AppRootInteractable,
    state: AppRootViewState,
    appHomeBuilder: any AppHomeSwiftUIBuildable,
    financeHomeBuilder: any FinanceHomeSwiftUIBuildable,
    profileHomeBuilder: any ProfileHomeSwiftUIBuildable
  ) {
    self.state = state
    self.appHomeBuilder = appHomeBuilder
    self.financeHomeBuilder = financeHomeBuilder
    self.profileHomeBuilder = profileHomeBuilder
    super.init(interactor: interactor)
    interactor.router = self
  }

  /// Starts the app: activates the root and loads it, as a `LaunchRouter` does in a window.
  func launch() {
    interactable.activate()
    load()
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

  private func select<Item>(_ tab: AppTab, as item: Item.Type) throws -> Item {
    tabs.select(tab)
    guard tabs.selectedRouter != nil, let item = items[tab] as? Item else {
      throw CancellationError()
    }
    return item
  }

  private func build(_ tab: AppTab) -> any Routing {
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
