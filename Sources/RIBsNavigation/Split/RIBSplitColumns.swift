/// A split as a renderer of three columns sees the split in the middle column, whatever its item
/// type: the detail it shows in the last column, and the user leaving it.
///
/// ``RIBSplit/contentSplit`` is the split the RIB of a split's detail hosts. A renderer draws the
/// middle RIB's view in the middle column (its list) and the detail of its split in the last, as
/// Mail shows a mailbox's messages and the message picked; RIBsSwiftUI's `RIBSplitView` and
/// RIBsUIKit's `RIBSplitViewController` do when made with a content placeholder.
@preconcurrency
@MainActor
public protocol RIBSplitColumns: RIBNavigationModel {
  /// The screen of the detail column; `nil` if nothing is selected.
  var detailScreen: RIBScreen? { get }

  /// The user went back from the detail the renderer showed, on a compact width: its RIB is
  /// detached and the split's listener is told.
  ///
  /// - Parameter showing: The identity of the detail the user left.
  func userDidLeaveDetail(from showing: RIBScreen.ID?)
}
