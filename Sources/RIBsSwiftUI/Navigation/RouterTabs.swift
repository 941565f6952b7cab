import Observation
import RIBs

/// `RIBTabs` (RIBs) that SwiftUI observes, whose tabs are detached when the user leaves them: the
/// RIB of the tab that was selected is detached, and the new tab's is built when it is selected.
///
/// An `@Observable` object, owned by the RIB that shows the tabs (usually its router), for code
/// written before the tabs moved to the core: `RIBTabView` draws the core's `RIBTabs` from iOS 16,
/// whose host and listener are given when they are made and whose tabs keep their place by
/// default. This object keeps the API in which they are assigned afterwards, over its ``model``.
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
  /// The platform-neutral tabs this object makes observable; a tab left is detached.
  @ObservationIgnored public let model: RIBTabs<Tab>
  /// Counts the model's changes, so that reading the tabs through this object tracks them.
  private var revision = 0
  @ObservationIgnored private var rendering: RIBsObservation?

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
    model = RIBTabs(tabs: [first] + others, leftTabs: .areDetached, build: build)
    model.host = host
    rendering = model.addRenderer { [weak self] _ in self?.revision &+= 1 }
  }

  /// The tabs, in the order they are shown.
  public var tabs: [Tab] { model.tabs }

  /// The router that attaches the tabs' routers; it usually owns the tabs.
  public var host: (any Routing)? {
    get { model.host }
    set { model.host = newValue }
  }

  /// Told about the router detached because the user picked another tab.
  public var listener: (any UserNavigationListener)? {
    get { model.listener }
    set { model.listener = newValue }
  }

  /// The tab shown, or that will be once the host selects it.
  public var selectedTab: Tab {
    _ = revision
    return model.selectedTab
  }

  /// The router of the selected tab, once attached.
  public var selectedRouter: (any Routing)? {
    _ = revision
    return model.selectedRouter
  }

  /// The selected tab, as `TabView(selection:)` binds to it.
  ///
  /// Setting it is a tab switch by the user.
  public var selection: Tab {
    get { selectedTab }
    set { model.userDidSelect(newValue) }
  }

  /// Shows `tab`: detaches the RIB of the tab shown, then builds and attaches `tab`'s.
  ///
  /// Selecting the tab shown changes nothing.
  ///
  /// - Parameter tab: One of ``tabs``.
  public func select(_ tab: Tab) {
    model.select(tab)
  }

  /// The router of `tab`, if it is the selected tab and attached.
  ///
  /// - Parameter tab: One of ``tabs``.
  /// - Returns: Its router, or `nil`.
  public func router(of tab: Tab) -> (any Routing)? {
    _ = revision
    return model.router(of: tab)
  }
}
