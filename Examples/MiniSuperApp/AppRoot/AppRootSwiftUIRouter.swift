import RIBs
import RIBsSwiftUI

/// The root's router in the SwiftUI app: the three tabs, of which the selected one is attached,
/// held by a `RouterTabs` that `TabView(selection:)` binds to.
///
/// Unlike the terminal and UIKit tab bar, which keeps the three tabs attached, a tab the user
/// leaves is detached, and built again when they come back: what a tab shows comes from the
/// repositories, so nothing is lost but an open flow, as when a sheet is dismissed.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
final class AppRootSwiftUIRouter: Router<any AppRootInteractable>, AppRootRouting {
  /// What the root shows over the tabs; the interactor's presenter.
  let state: AppRootViewState
  private let appHomeBuilder: any AppHomeSwiftUIBuildable
  private let financeHomeBuilder: any FinanceHomeSwiftUIBuildable
  private let profileHomeBuilder: any ProfileHomeSwiftUIBuildable
  /// The selected tab's interactor, as the item deep links act on.
  private var selectedItem: (any AnyObject)?

  /// The tabs; the selected one is attached.
  private(set) lazy var tabs = RouterTabs(.home, .finance, .profile, host: self) {
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
    guard tabs.selectedRouter != nil, let item = selectedItem as? Item else {
      throw CancellationError()
    }
    return item
  }

  private func build(_ tab: AppTab) -> any Routing {
    switch tab {
    case .home:
      let home = appHomeBuilder.build(withListener: interactor)
      selectedItem = home.actionableItem
      return home.router
    case .finance:
      let finance = financeHomeBuilder.build(withListener: interactor)
      selectedItem = finance.actionableItem
      return finance.router
    case .profile:
      let profile = profileHomeBuilder.build(withListener: interactor)
      selectedItem = profile.actionableItem
      return profile.router
    }
  }
}
