import RIBs

/// Tabs whose content is a child RIB each: selecting a tab builds and attaches its RIB the first
/// time, and shows it.
///
/// The tab state of a RIB, the same on every platform: the RIB's router hosts it and drives it, a
/// renderer draws it and hands it the tab the user picked (RIBsSwiftUI's `RIBTabView`, RIBsUIKit's
/// `RIBTabBarController`, the terminal), and a test drives it on Linux.
///
/// ```swift
/// enum HomeTab: Hashable, Codable { case finance, transport, profile }
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
///   ``tabs`` changes nothing and is reported to `RIBsDiagnostics` as `invalidNavigation`.
/// - A tab the user leaves keeps its RIB attached, with its place in its own navigation, as a tab
///   bar does on iOS (``LeftTabs/stayAttached``): nothing the user does detaches a RIB, so these
///   tabs have no listener. Tabs whose RIBs should stop their work when hidden are made with
///   ``init(_:_:host:detachingLeftTabs:build:)`` (``LeftTabs/areDetached``): leaving one
///   detaches its router, tells the listener, and coming back builds it again.
/// - A tab keeps one identity for all the RIBs built for it, so SwiftUI keeps what is under it.
/// - Each tab is the route its screen carries: a ``RIBNavigationState`` saves the tabs when the host
///   handles `Tab` routes (`handleRoutes(_:with:)`), and selects them again.
/// - A tab's router the host detached directly is no longer shown, and is built again when its tab
///   is selected; the renderers are told.
/// - ``Rendering/userDidSelect(_:from:)``, the renderer's report of a tab the user picked, selects
///   it as the router would; a tab it detaches is told to the listener, once. The tab shown, picked
///   again, pops its RIB's stack to the root. A report made while another tab was shown (the
///   router selected one meanwhile) changes nothing.
@preconcurrency
@MainActor
public final class RIBTabs<Tab: RIBRoute>: RIBNavigationModel {
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
  private let build: @MainActor (Tab) -> any ViewableRouting
  /// The screen of each tab whose RIB is attached.
  private var attached: [Tab: RIBScreen] = [:]
  /// Each tab's identity, given when its RIB is first built and kept when it is built again.
  private var identities: [Tab: RIBScreen.ID] = [:]

  /// Creates tabs whose RIBs stay attached when the user leaves them; none is attached yet, and
  /// the first is the selected one.
  ///
  /// - Parameters:
  ///   - first: The first tab.
  ///   - others: The other tabs, in the order they are shown.
  ///   - host: The router that attaches the tabs' routers.
  ///   - build: Builds the router of a tab when it is first selected.
  public init(
    _ first: Tab, _ others: Tab..., host: any RIBNavigationHost,
    build: @escaping @MainActor (Tab) -> any ViewableRouting
  ) {
    (tabs, leftTabs, selectedTab, self.build) = ([first] + others, .stayAttached, first, build)
    super.init(host: host, listener: nil)
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
  public init(
    _ first: Tab, _ others: Tab..., host: any RIBNavigationHost,
    detachingLeftTabs listener: any UserNavigationListener,
    build: @escaping @MainActor (Tab) -> any ViewableRouting
  ) {
    (tabs, leftTabs, selectedTab, self.build) = ([first] + others, .areDetached, first, build)
    super.init(host: host, listener: listener)
  }

  /// The tabs as their renderers see them: what to draw and the tab the user picked.
  public var rendering: Rendering { Rendering(self) }

  /// The router of the selected tab, once attached.
  public var selectedRouter: (any ViewableRouting)? { attached[selectedTab]?.router }

  /// The router of `tab`, if it is attached: the selected tab's, and with
  /// ``LeftTabs/stayAttached``, those of the tabs selected before.
  ///
  /// - Parameter tab: One of ``tabs``.
  /// - Returns: Its router, or `nil`.
  public func router(of tab: Tab) -> (any ViewableRouting)? { attached[tab]?.router }

  /// The screen of `tab`'s RIB, if it is attached; it carries the tab as its route.
  ///
  /// - Parameter tab: One of ``tabs``.
  /// - Returns: Its screen, or `nil`.
  public func screen(of tab: Tab) -> RIBScreen? { attached[tab] }

  /// The selected tab's screen identity, once its RIB is attached.
  public override var showing: RIBScreen.ID? { attached[selectedTab]?.id }

  /// The screens of the attached tabs, the selected one last, in the order restoring selects them
  /// again.
  public override var shownScreens: [RIBScreen] {
    let others = tabs.filter { $0 != selectedTab }.compactMap { attached[$0] }
    return others + (attached[selectedTab].map { [$0] } ?? [])
  }

  /// Each attached tab's name, and whether it is selected; the tab is the route.
  public override var places: [ObjectIdentifier: RIBPlace] {
    var places: [ObjectIdentifier: RIBPlace] = [:]
    for (tab, screen) in attached {
      places[ObjectIdentifier(screen.router)] = RIBPlace(
        .tab(String(describing: tab), isSelected: tab == selectedTab), route: nil)
    }
    return places
  }

  // MARK: The router's changes

  /// Shows `tab`, building and attaching its RIB if it is not attached; with
  /// ``LeftTabs/areDetached``, detaches the RIB of the tab shown before.
  ///
  /// - Parameters:
  ///   - tab: One of ``tabs``.
  ///   - animated: Whether the renderer animates the switch.
  public func select(_ tab: Tab, animated: Bool = true) {
    guard selectTab(tab) != nil else { return }
    render(.byRouter(animated: animated))
  }

  // MARK: What the user did

  /// The user picked `tab`: see ``Rendering/userDidSelect(_:from:)``.
  func userDidSelect(_ tab: Tab, from showing: RIBScreen.ID?) {
    applyUserAction(madeFor: showing) {
      if tab == selectedTab, let screen = attached[tab] {
        for model in screen.router.navigationModels { model.userDidReselectHost() }
        return nil
      }
      return selectTab(tab).map { change in change.detached.map { [$0] } ?? [] }
    }
  }

  /// A tab's router the host detached directly is no longer shown; its tab builds it again when
  /// selected.
  @_spi(NavigationModels)
  public override func removeDetached(_ screen: RIBScreen) -> [RIBScreen] {
    if let tab = attached.first(where: { $0.value == screen })?.key { attached[tab] = nil }
    return []
  }

  // MARK: Private

  /// What selecting a tab changed.
  private struct Switch {
    /// The screen of the tab left, if it was detached.
    var detached: RIBScreen?
  }

  /// Selects `tab`, attaching its RIB if needed.
  ///
  /// - Returns: What changed; `nil` if nothing did.
  private func selectTab(_ tab: Tab) -> Switch? {
    guard tabs.contains(tab) else {
      RIBsDiagnostics.report(.invalidNavigation, "\(tab) is not one of the tabs; nothing changed.")
      return nil
    }
    let existing = attached[tab]
    guard tab != selectedTab || existing == nil else { return nil }
    var change = Switch()
    if leftTabs == .areDetached, tab != selectedTab,
      let left = attached.removeValue(forKey: selectedTab), detach(left)
    {
      change.detached = left
    }
    selectedTab = tab
    if existing == nil {
      let router = build(tab)
      // Before its RIB loads and shows others; the same for every RIB built for the tab.
      if let screen = makeScreen(
        showing: router, route: tab, attachingTo: nil, keeping: identities[tab],
        toDo: "select \(tab)"),
        attach(screen, toDo: "select \(tab)")
      {
        attached[tab] = screen
        identities[tab] = screen.id
      }
    }
    return change
  }
}
