/// Tabs whose content is a child RIB each: selecting a tab builds and attaches its RIB the first
/// time, and shows it.
///
/// The tab state of a RIB, the same on every platform: the RIB's router owns it and drives it, a
/// renderer draws it and hands it the tab the user picked (RIBsSwiftUI's `RIBTabView` with
/// SwiftUI, a `UITabBarController`, the terminal), and a test drives it on Linux.
///
/// ```swift
/// enum HomeTab: Hashable { case finance, transport, profile }
///
/// private(set) lazy var tabs = RIBTabs<HomeTab>(.finance, .transport, .profile, host: self) {
///   [unowned self] tab in
///   switch tab {
///   case .finance: financeHomeBuilder.build(withListener: interactor)
///   case .transport: transportHomeBuilder.build(withListener: interactor)
///   case .profile: profileHomeBuilder.build(withListener: interactor)
///   }
/// }
/// ```
///
/// ## The contract
/// - Nothing is attached until the router selects a tab with ``select(_:animated:)`` (usually in
///   its `didLoad()`). Selecting a tab builds its router, the first time or after the tab was
///   detached, and attaches it; selecting the tab shown changes nothing. A tab that is not one of
///   ``tabs`` changes nothing and is reported to ``RIBsDiagnostics`` as
///   ``RIBsDiagnostic/Kind/invalidNavigation``.
/// - A tab the user leaves keeps its RIB attached, with its place in its own navigation, as a tab
///   bar does on iOS (``LeftTabs/stayAttached``): nothing the user does detaches a RIB, so these
///   tabs have no listener. Tabs whose RIBs should stop their work when hidden are made with
///   ``init(_:_:host:detachingLeftTabs:build:)`` (``LeftTabs/areDetached``): leaving one
///   detaches its router, tells the listener, and coming back builds it again.
/// - ``userDidSelect(_:)``, the renderer's report of a tab the user picked, selects it as the
///   router would; a tab it detaches is told to the listener, once. The tab shown, picked again,
///   pops its RIB's stack to the root if its router is ``RIBStackOwning``.
/// - A tab's router is a ``ViewableRouting``, whose view every renderer can show, whatever draws
///   it: a router without a view is refused by the compiler, not found on screen.
@preconcurrency
@MainActor
public final class RIBTabs<Tab: Hashable>: RIBNavigationModel {
  /// What happens to the RIB of a tab that is no longer selected.
  public enum LeftTabs: Sendable, Hashable {
    /// It stays attached, and shows the same place when the tab is selected again.
    case stayAttached
    /// It is detached, and built again when the tab is selected again.
    case areDetached
  }

  /// The tabs, in the order they are shown.
  public let tabs: [Tab]
  /// What happens to the RIB of a tab that is no longer selected.
  public let leftTabs: LeftTabs
  /// The tab shown, or that will be once the router selects it.
  public private(set) var selectedTab: Tab
  /// The router that attaches the tabs' routers; it usually owns the tabs.
  public package(set) weak var host: (any Routing)?
  /// Told about the router detached because the user picked another tab; `nil` for tabs that
  /// stay attached.
  public package(set) weak var listener: (any UserNavigationListener)?
  private let build: @MainActor (Tab) -> any Routing
  /// Each tab as the route its screen carries, when `Tab` is a ``RIBRoute``: cast once.
  private let routes: [Tab: any RIBRoute]
  private var attached: [Tab: any Routing] = [:]
  /// Each tab's screen identity, given when its RIB is first built and kept when it is built
  /// again.
  private var screenIDs: [Tab: RIBScreen.ID] = [:]
  private var renderers = NavigationRenderers()

  /// Creates tabs whose RIBs stay attached when the user leaves them; none is attached yet, and
  /// the first is the selected one.
  ///
  /// A router that owns its tabs makes them lazily, once `self` can be passed:
  /// `private(set) lazy var tabs = RIBTabs<HomeTab>(.a, .b, host: self) { … }`.
  ///
  /// - Parameters:
  ///   - first: The first tab.
  ///   - others: The other tabs, in the order they are shown.
  ///   - host: The router that attaches the tabs' routers.
  ///   - build: Builds the router of a tab when it is first selected.
  public convenience init(
    _ first: Tab, _ others: Tab..., host: any Routing,
    build: @escaping @MainActor (Tab) -> any ViewableRouting
  ) {
    self.init(tabs: [first] + others, leftTabs: .stayAttached) { build($0) }
    self.host = host
  }

  /// Creates tabs whose RIB is detached when the user leaves it, and told to `listener`; none is
  /// attached yet, and the first is the selected one.
  ///
  /// - Parameters:
  ///   - first: The first tab.
  ///   - others: The other tabs, in the order they are shown.
  ///   - host: The router that attaches the tabs' routers.
  ///   - listener: Told about the router detached because the user picked another tab.
  ///   - build: Builds the router of a tab each time it is selected.
  public convenience init(
    _ first: Tab, _ others: Tab..., host: any Routing,
    detachingLeftTabs listener: any UserNavigationListener,
    build: @escaping @MainActor (Tab) -> any ViewableRouting
  ) {
    self.init(tabs: [first] + others, leftTabs: .areDetached) { build($0) }
    self.host = host
    self.listener = listener
  }

  /// Creates tabs whose host and listener are set later and whose routers may have no
  /// ``ViewControllable``, for the models that keep the API in which they were assigned and any
  /// router was built (RIBsSwiftUI's `RouterTabs`).
  package init(tabs: [Tab], leftTabs: LeftTabs, build: @escaping @MainActor (Tab) -> any Routing) {
    precondition(!tabs.isEmpty, "RIBTabs needs a tab")
    self.tabs = tabs
    self.leftTabs = leftTabs
    selectedTab = tabs[0]
    routes = Dictionary(
      tabs.compactMap { tab in (tab as? any RIBRoute).map { (tab, $0) } },
      uniquingKeysWith: { first, _ in first })
    self.build = build
  }

  /// The router of the selected tab, once attached.
  public var selectedRouter: (any Routing)? { attachedRouter(of: selectedTab) }

  /// The router of `tab`, if it is attached: the selected tab's, and with
  /// ``LeftTabs/stayAttached``, those of the tabs selected before.
  ///
  /// - Parameter tab: One of ``tabs``.
  /// - Returns: Its router, or `nil`.
  public func router(of tab: Tab) -> (any Routing)? { attachedRouter(of: tab) }

  /// The screen of `tab`'s RIB, if it is attached.
  ///
  /// - Parameter tab: One of ``tabs``.
  /// - Returns: Its screen, or `nil`.
  public func screen(of tab: Tab) -> RIBScreen? {
    attachedRouter(of: tab).map { screen(of: tab, showing: $0) }
  }

  /// Each attached tab's name, and whether it is selected; the tab is the route.
  public var places: [ObjectIdentifier: RIBPlace] {
    var places: [ObjectIdentifier: RIBPlace] = [:]
    for tab in tabs {
      guard let router = attachedRouter(of: tab) else { continue }
      places[ObjectIdentifier(router)] = RIBPlace(
        .tab("\(tab)", isSelected: tab == selectedTab), route: nil)
    }
    return places
  }

  /// The screens of the attached tabs in the order of ``tabs``, the selected tab's last.
  ///
  /// The order in which a ``RestorableRouting`` router restores its tabs, selecting the one
  /// selected when they were saved last. Each carries its tab as its route when `Tab` is a
  /// ``RIBRoute``.
  public var shownScreens: [RIBScreen] {
    let others = tabs.filter { $0 != selectedTab }.compactMap(screen(of:))
    return others + (screen(of: selectedTab).map { [$0] } ?? [])
  }

  // MARK: The router's changes

  /// Shows `tab`, building and attaching its RIB if it is not attached; with
  /// ``LeftTabs/areDetached``, detaches the RIB of the tab shown before.
  ///
  /// - Parameters:
  ///   - tab: One of ``tabs``.
  ///   - animated: Whether the renderer animates the switch.
  public func select(_ tab: Tab, animated: Bool = false) {
    guard selectTab(tab) != nil else { return }
    renderers.send(.byRouter(animated: animated))
  }

  // MARK: The renderer's side

  /// The user picked `tab` in the tab bar: it is selected as ``select(_:animated:)`` selects it,
  /// and a RIB that leaves (``LeftTabs/areDetached``) is told to the ``listener``.
  ///
  /// The tab shown, picked again, pops its RIB's stack to the root when its router is
  /// ``RIBStackOwning``, as a tab bar does on iOS: the stack's listener is told about the routers
  /// it detaches.
  ///
  /// - Parameter tab: The tab the user picked.
  public func userDidSelect(_ tab: Tab) {
    if tab == selectedTab, let router = attachedRouter(of: tab) {
      return RIBStack.userDidReselect(router)
    }
    guard let change = selectTab(tab) else { return }
    renderers.send(.byUser)
    if let detached = change.detached {
      listener?.userDidDismiss([screen(of: detached.tab, showing: detached.router)])
    }
  }

  /// Calls `render` after every change of the tabs, until the observation is cancelled: how a
  /// renderer follows them.
  ///
  /// - Parameter render: Draws the tabs as they are now, given what changed them.
  /// - Returns: The observation; cancel it when the view goes away.
  public func addRenderer(
    _ render: @escaping @MainActor (RIBNavigationChange) -> Void
  ) -> RIBsObservation {
    let id = renderers.add(render)
    return RIBsObservation { [weak self] in self?.renderers.remove(id) }
  }

  // MARK: Private

  /// What selecting a tab changed.
  private struct Switch {
    /// The tab left and its router, detached, if any.
    var detached: (tab: Tab, router: any Routing)?
  }

  /// Selects `tab`, attaching its RIB if needed.
  ///
  /// - Returns: What changed; `nil` if nothing did.
  private func selectTab(_ tab: Tab) -> Switch? {
    guard tabs.contains(tab) else {
      RIBsDiagnostics.report(.invalidNavigation, "\(tab) is not one of the tabs; nothing changed.")
      return nil
    }
    guard let host else {
      NavigationHostMissing.report("RIBTabs", "select \(tab)")
      return nil
    }
    let existing = attachedRouter(of: tab)
    guard tab != selectedTab || existing == nil else { return nil }
    var change = Switch()
    if leftTabs == .areDetached, tab != selectedTab,
      let router = attached.removeValue(forKey: selectedTab),
      host.detachChildIfAttached(router)
    {
      change.detached = (selectedTab, router)
    }
    selectedTab = tab
    if existing == nil {
      let router = build(tab)
      // Before its RIB loads and shows others.
      let id = RIBScreen.ID.restored(for: routes[tab]) ?? screenIDs[tab] ?? RIBScreen.ID()
      if host.attachChildToShow(router) {
        attached[tab] = router
        screenIDs[tab] = id
      } else {
        attached[tab] = nil
      }
    }
    return change
  }

  /// The screen of `tab`, shown by `router`.
  private func screen(of tab: Tab, showing router: any Routing) -> RIBScreen {
    RIBScreen(router, route: routes[tab], id: screenIDs[tab] ?? RIBScreen.ID(router))
  }

  /// The router built for `tab`, if it is still a child of the host: one the host detached
  /// directly is not shown, and is built again when its tab is selected.
  private func attachedRouter(of tab: Tab) -> (any Routing)? {
    guard let router = attached[tab], let host, host.children.contains(where: { $0 === router })
    else { return nil }
    return router
  }
}
