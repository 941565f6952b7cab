import Observation
import RIBs

/// The state of tabs whose content is a child RIB: selecting a tab detaches the RIB of the tab that
/// was selected and attaches the RIB of the new one, built when it is selected.
///
/// A plain `@Observable` object, owned by the RIB that shows the tabs (usually its router), and the
/// same on every platform: the router drives it, SwiftUI binds to ``selection`` (through
/// `RIBTabView` or `TabView(selection:)`), and a test drives it on Linux.
///
/// ```swift
/// enum HomeTab: Hashable { case finance, transport, profile }
///
/// let tabs = RouterTabs<HomeTab>(.finance, .transport, .profile) { [unowned self] tab in
///   switch tab {
///   case .finance: financeHomeBuilder.build(withListener: interactor)
///   case .transport: transportHomeBuilder.build(withListener: interactor)
///   case .profile: profileHomeBuilder.build(withListener: interactor)
///   }
/// }
/// ```
///
/// Only the selected tab's RIB is attached, so a tab the user leaves stops its work: when the user
/// picks another tab, SwiftUI sets ``selection``, the old tab's router is detached, the
/// ``listener`` is told, and the new tab's router is built and attached. Nothing is attached until
/// the host router selects a tab (usually in its `didLoad()`).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@preconcurrency
@MainActor
@Observable
public final class RouterTabs<Tab: Hashable> {
  /// The tabs, in the order they are shown.
  public let tabs: [Tab]
  /// The tab shown, or that will be once the host selects it.
  public private(set) var selectedTab: Tab
  /// The router of the selected tab, once attached.
  public private(set) var selectedRouter: (any Routing)?
  /// The router that attaches the tabs' routers; it usually owns the tabs.
  @ObservationIgnored public weak var host: (any Routing)?
  /// Told about the router detached because the user picked another tab.
  @ObservationIgnored public weak var listener: (any UserNavigationListener)?
  @ObservationIgnored private let build: @MainActor (Tab) -> any Routing

  /// Creates tabs with none attached; the first is the selected one.
  ///
  /// - Parameters:
  ///   - first: The first tab.
  ///   - others: The other tabs, in the order they are shown.
  ///   - host: The router that attaches the tabs' routers; set it later when the host is the router
  ///     that owns the tabs.
  ///   - build: Builds the router of a tab when it is selected.
  public init(
    _ first: Tab, _ others: Tab..., host: (any Routing)? = nil,
    build: @escaping @MainActor (Tab) -> any Routing
  ) {
    tabs = [first] + others
    selectedTab = first
    self.host = host
    self.build = build
  }

  /// The selected tab, as `TabView(selection:)` binds to it.
  ///
  /// Setting it is a tab switch by the user.
  public var selection: Tab {
    get { selectedTab }
    set {
      guard newValue != selectedTab else { return }
      let left = selectedRouter
      select(newValue)
      if let left, selectedRouter !== left { listener?.userDidDismiss([left]) }
    }
  }

  /// Shows `tab`: detaches the RIB of the tab shown, then builds and attaches `tab`'s.
  ///
  /// Selecting the tab shown changes nothing.
  ///
  /// - Parameter tab: One of ``tabs``.
  public func select(_ tab: Tab) {
    guard tabs.contains(tab) else {
      return RIBsDiagnostics.report(
        .invalidNavigation, "\(tab) is not one of the tabs; nothing changed.")
    }
    guard tab != selectedTab || selectedRouter == nil else { return }
    guard let host else { return NavigationHostMissing.report("RouterTabs", "select \(tab)") }
    if let left = selectedRouter {
      selectedRouter = nil
      host.detachChildIfAttached(left)
    }
    selectedTab = tab
    let router = build(tab)
    guard host.attachChildToShow(router) else { return }
    selectedRouter = router
  }

  /// The router of `tab`, if it is the selected tab and attached.
  ///
  /// - Parameter tab: One of ``tabs``.
  /// - Returns: Its router, or `nil`.
  public func router(of tab: Tab) -> (any Routing)? {
    tab == selectedTab ? selectedRouter : nil
  }
}
