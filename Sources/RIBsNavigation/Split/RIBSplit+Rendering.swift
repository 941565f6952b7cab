import RIBs

extension RIBSplit {
  /// A split as its renderers see it: the selection, the detail to draw, the columns, the changes,
  /// and what the user picked or left.
  ///
  /// What a router hands the view that draws its split (``RIBSplit/rendering``): RIBsUIKit's
  /// `RIBSplitViewController`, RIBsSwiftUI's `RIBSplitView`, the terminal, or a
  /// ``RIBSplitRenderer`` of an app's own. It cannot select an item but as the user's pick, nor
  /// attach.
  @preconcurrency
  @MainActor
  public struct Rendering: RIBNavigationRendering {
    private let split: RIBSplit
    /// The split's identity.
    public nonisolated let id: ObjectIdentifier

    init(_ split: RIBSplit) {
      self.split = split
      id = ObjectIdentifier(split)
    }

    /// The item selected; `nil` if none is.
    public var selection: Item? { split.selection }

    /// The detail's screen, carrying the item as its route; `nil` if nothing is selected.
    public var detailScreen: RIBScreen? { split.detailScreen }

    /// Which columns show.
    public var columnVisibility: RIBSplitColumnVisibility { split.columnVisibility }

    /// The first split the RIB of the detail hosts, if it hosts one: the middle and last columns of
    /// three.
    public var contentSplit: RIBSplitColumns? {
      split.detailScreen
        .flatMap { NavigationRegistry.existing(of: $0.router)?.firstSplit }
        .map(RIBSplitColumns.init)
    }

    /// The detail's identity.
    public var showing: RIBScreen.ID? { split.showing }

    /// Calls `render` with `renderer` after every change of the split.
    ///
    /// - Parameters:
    ///   - renderer: The object that draws the split, held weakly.
    ///   - render: Draws the split as it is now, given what changed it.
    /// - Returns: The observation; cancel it to stop earlier.
    @discardableResult
    public func addRenderer<Renderer: AnyObject>(
      _ renderer: Renderer, render: @escaping @MainActor (Renderer, RIBNavigationChange) -> Void
    ) -> RIBsObservation {
      split.addRenderer(renderer, render: render)
    }

    /// The user picked `item` in the sidebar while the renderer showed `showing`: it is selected
    /// as the router's `select(_:animated:)` selects it, and the RIB it replaces is told to the
    /// listener.
    ///
    /// The item selected, picked again, pops its detail's stack to the root.
    ///
    /// - Parameters:
    ///   - item: The item picked.
    ///   - showing: The identity of the detail the renderer showed; `nil` if it showed none.
    public func userDidSelect(_ item: Item, from showing: RIBScreen.ID?) {
      split.userDidSelect(item, from: showing)
    }

    /// The user went back from the detail the renderer showed, on a compact width: its RIB is
    /// detached, and the listener is told.
    ///
    /// - Parameter showing: The identity of the detail the user left.
    public func userDidLeaveDetail(from showing: RIBScreen.ID?) {
      split.userDidLeaveDetail(from: showing)
    }

    /// The user set the selection of a list bound to the split (SwiftUI's `List(selection:)`): an
    /// item is a pick (``userDidSelect(_:from:)``); `nil` is going back from the detail on a
    /// compact width (``userDidLeaveDetail(from:)``).
    ///
    /// - Parameters:
    ///   - item: The selection the list set.
    ///   - showing: The identity of the detail the renderer showed when the user acted.
    public func userDidSetSelection(_ item: Item?, from showing: RIBScreen.ID?) {
      if let item {
        split.userDidSelect(item, from: showing)
      } else {
        split.userDidLeaveDetail(from: showing)
      }
    }

    /// The user showed or hid columns (the sidebar button, a swipe).
    ///
    /// - Parameter visibility: Which columns show now.
    public func userDidChangeColumnVisibility(_ visibility: RIBSplitColumnVisibility) {
      split.userDidChangeColumnVisibility(visibility)
    }

    /// The user asked, through a view of the split, to show `route`: the nearest router that
    /// handles its type, from the detail's to the host, shows it.
    ///
    /// - Parameter route: What the view asked for.
    /// - Returns: `nil` once a router showed it; otherwise why not, in a sentence the view may show.
    @discardableResult
    public func userDidRequest<Route: RIBRoute>(_ route: Route) -> String? {
      split.userDidRequest(route)
    }
  }
}
