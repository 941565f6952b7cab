#if canImport(UIKit)
  import UIKit

  /// Draws a ``RIBSplit`` with UIKit: a two-column `UISplitViewController` whose primary column is
  /// the sidebar (the host RIB's list) and whose secondary column is the selected item's RIB, and
  /// that reports to the split what the user did.
  ///
  /// As a RIB's view it is made before the RIB's router, which owns the split and hands it over
  /// with ``draw(_:)``; the sidebar reports the row picked with `split.userDidSelect(_:)`. On a
  /// compact width UIKit collapses the columns into a navigation stack: the detail is pushed above
  /// the list, and going back reports that the user left the item, whose RIB is detached. It is
  /// its own `delegate`; do not replace it.
  @preconcurrency
  @MainActor
  open class RIBSplitViewController<Item: Hashable>: UISplitViewController,
    UISplitViewControllerDelegate
  {
    /// The split drawn, once handed over.
    public private(set) var split: RIBSplit<Item>?
    private let placeholder: UIViewController
    private var shownDetail: RIBScreen.ID?
    private var rendering: RIBsObservation?

    /// Creates a split view whose primary column is `sidebar`.
    ///
    /// - Parameters:
    ///   - sidebar: The list the user picks items in.
    ///   - placeholder: What the secondary column shows while nothing is selected.
    public init(sidebar: UIViewController, placeholder: UIViewController = UIViewController()) {
      self.placeholder = placeholder
      super.init(style: .doubleColumn)
      delegate = self
      setViewController(sidebar, for: .primary)
      setViewController(placeholder, for: .secondary)
    }

    /// Not supported: a split view of RIBs is made in code.
    public required init?(coder: NSCoder) { nil }

    /// Draws `split` from now on, now and after every change.
    ///
    /// - Parameter split: The split to draw.
    public func draw(_ split: RIBSplit<Item>) {
      self.split = split
      shownDetail = nil
      rendering = split.addRenderer { [weak self] _ in self?.render() }
      render()
    }

    /// Reports the user going back from the detail on a compact width.
    public func splitViewController(
      _ svc: UISplitViewController, willHide column: UISplitViewController.Column
    ) {
      guard column == .secondary, svc.isCollapsed, let split, let item = split.selection else {
        return
      }
      shownDetail = nil
      split.userDidDeselect(item)
    }

    /// Reports the columns the user showed or hid.
    public func splitViewController(
      _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode
    ) {
      guard let split else { return }
      let visibility: RIBSplit<Item>.ColumnVisibility =
        switch displayMode {
        case .secondaryOnly: .detailOnly
        case .automatic: .automatic
        default: split.columnVisibility == .doubleColumn ? .doubleColumn : .all
        }
      split.userDidChangeColumnVisibility(visibility)
    }

    private func render() {
      guard let split else { return }
      preferredDisplayMode =
        switch split.columnVisibility {
        case .automatic: .automatic
        case .all, .doubleColumn: .oneBesideSecondary
        case .detailOnly: .secondaryOnly
        }
      let screen = split.detailScreen
      guard screen?.id != shownDetail else { return }
      shownDetail = screen?.id
      guard let screen else {
        setViewController(placeholder, for: .secondary)
        if isCollapsed { show(.primary) }
        return
      }
      guard let detail = screen.viewControllable?.uiviewController else {
        return screen.reportHasNoView(to: "RIBSplitViewController")
      }
      setViewController(detail, for: .secondary)
      show(.secondary)
    }
  }
#endif
