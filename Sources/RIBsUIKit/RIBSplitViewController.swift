#if canImport(UIKit)
  import RIBs
  import RIBsNavigation
  import UIKit

  /// Draws a `RIBSplit` with UIKit: a `UISplitViewController` whose primary column is the
  /// sidebar (the host RIB's list) and whose secondary column is the selected item's RIB, and that
  /// reports to the split what the user did.
  ///
  /// As a RIB's view it is made before the RIB's router, which owns the split and hands it over
  /// with ``draw(_:)``; the sidebar reports the row picked with `split.userDidSelect(_:)`. On a
  /// compact width UIKit collapses the columns into a navigation stack: the detail is pushed above
  /// the list, and going back reports that the user left the item, whose RIB is detached. It is
  /// its own `delegate`; do not replace it.
  ///
  /// Made with ``init(sidebar:contentPlaceholder:placeholder:)``, it has three columns: the
  /// selected item's RIB is the supplementary column, and when that RIB hosts a split of its own
  /// (a mailbox listing messages, `RIBSplit/contentSplit`), the detail of that split is the
  /// secondary column. A change the router makes without animation is drawn without animation.
  @preconcurrency
  @MainActor
  open class RIBSplitViewController<Item: Hashable>: UISplitViewController, ViewControllable,
    UISplitViewControllerDelegate
  {
    /// The split drawn, once handed over.
    public private(set) var split: RIBSplit<Item>?
    private let placeholder: UIViewController
    /// What the supplementary column shows while nothing is selected; `nil` with two columns.
    private let contentPlaceholder: UIViewController?
    private var shownDetail: RIBScreen.ID?
    /// With three columns: the split of the RIB in the supplementary column, followed, and the
    /// screen shown from it in the secondary column.
    private var contentSplit: (any RIBSplitColumns)?
    private var contentRendering: RIBsObservation?
    private var shownContentDetail: RIBScreen.ID?

    /// Creates a split view whose primary column is `sidebar`.
    ///
    /// - Parameters:
    ///   - sidebar: The list the user picks items in.
    ///   - placeholder: What the secondary column shows while nothing is selected.
    public init(sidebar: UIViewController, placeholder: UIViewController = UIViewController()) {
      self.placeholder = placeholder
      contentPlaceholder = nil
      super.init(style: .doubleColumn)
      delegate = self
      setViewController(sidebar, for: .primary)
      setViewController(placeholder, for: .secondary)
    }

    /// Creates a split view of three columns whose primary column is `sidebar`.
    ///
    /// - Parameters:
    ///   - sidebar: The list the user picks items in.
    ///   - contentPlaceholder: What the supplementary column shows while nothing is selected.
    ///   - placeholder: What the secondary column shows while the RIB of the supplementary column
    ///     shows no detail.
    public init(
      sidebar: UIViewController, contentPlaceholder: UIViewController,
      placeholder: UIViewController = UIViewController()
    ) {
      self.placeholder = placeholder
      self.contentPlaceholder = contentPlaceholder
      super.init(style: .tripleColumn)
      delegate = self
      setViewController(sidebar, for: .primary)
      setViewController(contentPlaceholder, for: .supplementary)
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
      split.addRenderer(self) { splitView, change in splitView.render(change) }
      render(.byRouter(animated: false))
    }

    /// Whether the split view has three columns.
    private var hasContentColumn: Bool { contentPlaceholder != nil }

    /// Reports the user going back from the detail on a compact width.
    public func splitViewController(
      _ svc: UISplitViewController, willHide column: UISplitViewController.Column
    ) {
      guard svc.isCollapsed, let split else { return }
      switch column {
      case .secondary where hasContentColumn:
        let left = shownContentDetail
        shownContentDetail = nil
        contentSplit?.userDidLeaveDetail(from: left)
      case .secondary, .supplementary:
        let left = shownDetail
        shownDetail = nil
        split.userDidLeaveDetail(from: left)
        if hasContentColumn { followContentSplit(nil) }
      default:
        return
      }
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
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: .all
        default:
          hasContentColumn || split.columnVisibility == .doubleColumn ? .doubleColumn : .all
        }
      split.userDidChangeColumnVisibility(visibility)
    }

    private func render(_ change: RIBNavigationChange) {
      guard let split else { return }
      let displayMode: UISplitViewController.DisplayMode =
        switch split.columnVisibility {
        case .automatic: .automatic
        case .all: hasContentColumn ? .twoBesideSecondary : .oneBesideSecondary
        case .doubleColumn: .oneBesideSecondary
        case .detailOnly: .secondaryOnly
        }
      if displayMode != preferredDisplayMode {
        if change == .byRouter(animated: true) {
          UIView.animate(withDuration: 0.3) { self.preferredDisplayMode = displayMode }
        } else {
          preferredDisplayMode = displayMode
        }
      }
      let screen = split.detailScreen
      guard screen?.id != shownDetail else { return }
      shownDetail = screen?.id
      if let contentPlaceholder {
        // First, so that a column UIKit hides meanwhile is reported to the split shown now.
        followContentSplit(split.contentSplit)
        show(screen, in: .supplementary, placeholder: contentPlaceholder, back: .primary)
      } else {
        show(screen, in: .secondary, placeholder: placeholder, back: .primary)
      }
    }

    /// Follows the split of the RIB in the supplementary column, whose detail is the secondary
    /// column.
    private func followContentSplit(_ split: (any RIBSplitColumns)?) {
      contentRendering?.cancel()
      contentSplit = split
      contentRendering = split?.addRenderer(self) { splitView, _ in
        splitView.renderContentDetail()
      }
      shownContentDetail = nil
      setViewController(placeholder, for: .secondary)
      renderContentDetail()
    }

    private func renderContentDetail() {
      let screen = contentSplit?.detailScreen
      guard screen?.id != shownContentDetail else { return }
      shownContentDetail = screen?.id
      show(screen, in: .secondary, placeholder: placeholder, back: .supplementary)
    }

    /// Shows `screen`'s view in `column`, or `placeholder` and, when collapsed, the `back` column.
    private func show(
      _ screen: RIBScreen?, in column: UISplitViewController.Column,
      placeholder: UIViewController, back: UISplitViewController.Column
    ) {
      guard let screen else {
        setViewController(placeholder, for: column)
        if isCollapsed { show(back) }
        return
      }
      setViewController(screen.viewControllable.uiviewController, for: column)
      show(column)
    }
  }
#endif
