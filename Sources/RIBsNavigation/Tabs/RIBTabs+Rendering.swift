import RIBs

extension RIBTabs {
  /// Tabs as their renderers see them: the tabs, the selected one and each tab's screen, the
  /// changes, and the tab the user picked.
  ///
  /// What a router hands the view that draws its tabs (``RIBTabs/rendering``): RIBsUIKit's
  /// `RIBTabBarController`, RIBsSwiftUI's `RIBTabView`, the terminal, or a ``RIBTabsRenderer`` of
  /// an app's own. It cannot select a tab but as the user's pick, nor attach.
  @preconcurrency
  @MainActor
  public struct Rendering: RIBNavigationRendering {
    private let model: RIBTabs
    /// The tabs' identity.
    public nonisolated let id: ObjectIdentifier

    init(_ model: RIBTabs) {
      self.model = model
      id = ObjectIdentifier(model)
    }

    /// The tabs, in the order they are shown.
    public var tabs: [Tab] { model.tabs }

    /// The tab shown, or that will be once the router selects it.
    public var selectedTab: Tab { model.selectedTab }

    /// The screen of `tab`'s RIB, if it is attached.
    ///
    /// - Parameter tab: One of ``tabs``.
    /// - Returns: Its screen, or `nil`.
    public func screen(of tab: Tab) -> RIBScreen? { model.screen(of: tab) }

    /// The selected tab's screen identity, once its RIB is attached.
    public var showing: RIBScreen.ID? { model.showing }

    /// Calls `render` with `renderer` after every change of the tabs.
    ///
    /// - Parameters:
    ///   - renderer: The object that draws the tabs, held weakly.
    ///   - render: Draws the tabs as they are now, given what changed them.
    /// - Returns: The observation; cancel it to stop earlier.
    @discardableResult
    public func addRenderer<Renderer: AnyObject>(
      _ renderer: Renderer, render: @escaping @MainActor (Renderer, RIBNavigationChange) -> Void
    ) -> RIBsObservation {
      model.addRenderer(renderer, render: render)
    }

    /// The user picked `tab` while the renderer showed `showing`: it is selected as the router's
    /// `select(_:animated:)` selects it, and a RIB that leaves (``LeftTabs/areDetached``) is told
    /// to the listener.
    ///
    /// The tab shown, picked again, pops its RIB's stack to the root, as a tab bar does on iOS: the
    /// stack's listener is told about the routers it detaches. A report made while another tab was
    /// shown (the router selected one meanwhile) changes nothing.
    ///
    /// - Parameters:
    ///   - tab: The tab the user picked.
    ///   - showing: The identity of the selected tab's screen the renderer showed.
    public func userDidSelect(_ tab: Tab, from showing: RIBScreen.ID?) {
      model.userDidSelect(tab, from: showing)
    }

    /// The user asked, through a view of the tabs, to show `route`: the nearest router that
    /// handles its type, from the selected tab's to the host, shows it.
    ///
    /// - Parameter route: What the view asked for.
    /// - Returns: `nil` once a router showed it; otherwise why not, in a sentence the view may show.
    @discardableResult
    public func userDidRequest<Route: RIBRoute>(_ route: Route) -> String? {
      model.userDidRequest(route)
    }
  }
}
