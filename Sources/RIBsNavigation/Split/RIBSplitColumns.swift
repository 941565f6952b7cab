import RIBs

/// A split as a renderer of three columns sees the split in the middle column, whatever its item
/// type: the detail it shows in the last column, the changes, and the user leaving it.
///
/// ``RIBSplit/Rendering/contentSplit`` is the first split the RIB of a split's detail hosts. A
/// renderer draws the middle RIB's view in the middle column (its list) and the detail of its split
/// in the last, as Mail shows a mailbox's messages and the message picked; RIBsSwiftUI's
/// `RIBSplitView` and RIBsUIKit's `RIBSplitViewController` do when made with a content
/// placeholder.
@preconcurrency
@MainActor
public struct RIBSplitColumns: RIBNavigationRendering {
  private let split: any SplitDetailModel
  /// The split's identity.
  public nonisolated let id: ObjectIdentifier

  init(_ split: any SplitDetailModel) {
    self.split = split
    id = ObjectIdentifier(split)
  }

  /// The screen of the detail column; `nil` if nothing is selected.
  public var detailScreen: RIBScreen? { split.detailScreen }

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

  /// The user asked, through a view, to show `route`: the host, or the nearest router of the
  /// model's chain that handles routes of its type, shows it.
  ///
  /// - Parameter route: What the view asked for.
  /// - Returns: `nil` once a router showed it; otherwise why not, in a sentence the view may show.
  @discardableResult
  public func userDidRequest<Route: RIBRoute>(_ route: Route) -> String? {
    split.userDidRequest(route)
  }

  /// The user went back from the detail the renderer showed, on a compact width: its RIB is
  /// detached and the split's listener is told.
  ///
  /// - Parameter showing: The identity of the detail the user left.
  public func userDidLeaveDetail(from showing: RIBScreen.ID?) {
    split.userDidLeaveDetail(from: showing)
  }
}

/// A split, whatever its item type: what the split that shows its host as a detail draws in the
/// last column.
@MainActor
protocol SplitDetailModel: RIBNavigationModel {
  var detailScreen: RIBScreen? { get }
  func userDidLeaveDetail(from showing: RIBScreen.ID?)
}
