/// A router whose RIB lists items and shows the one picked in a ``RIBSplit`` it owns.
///
/// Shown as the detail of another split, its RIB is the middle of three columns, as in Mail: the
/// outer split's sidebar picks it (a mailbox), its own list is the content column (the mailbox's
/// messages), and its split's detail is the third column (a message). RIBsSwiftUI's `RIBSplitView`
/// and `RIBSplitViewController` draw the three when made with a content placeholder; the
/// terminal draws each split where its RIB's view is.
///
/// ```swift
/// final class MailboxRouter: ViewableRouter<…>, MailboxRouting, RIBSplitOwning {
///   private(set) lazy var split = RIBSplit<Message.ID>(host: self, listener: interactor) {
///     [unowned self] id in messageBuilder.build(messageID: id)
///   }
/// }
/// ```
@preconcurrency
@MainActor
public protocol RIBSplitOwning: Routing {
  /// What the RIB's list shows.
  associatedtype SplitItem: Hashable

  /// The split of the RIB's list and the detail of the item picked in it.
  var split: RIBSplit<SplitItem> { get }
}

/// What a renderer of three columns needs of the split of the RIB in the middle column, whatever
/// its item type.
@MainActor
package protocol SplitDetailColumn: RIBNavigationModel {
  /// The screen of the detail column; `nil` if nothing is selected.
  var detailScreen: RIBScreen? { get }

  /// The user went back from the detail on a compact width: the item selected is deselected, as
  /// ``RIBSplit/userDidDeselect(_:)`` deselects it.
  func userDidLeaveDetail()
}

extension RIBSplit: SplitDetailColumn {
  package func userDidLeaveDetail() {
    if let selection { userDidDeselect(selection) }
  }

  /// The split of the RIB shown in the detail, when its router owns one (``RIBSplitOwning``): the
  /// middle and last columns of three.
  package var contentSplit: (any SplitDetailColumn)? {
    (detailScreen?.router as? any RIBSplitOwning)?.splitColumn
  }
}

extension RIBSplitOwning {
  /// The split, as a renderer of three columns sees it.
  fileprivate var splitColumn: any SplitDetailColumn { split }
}
