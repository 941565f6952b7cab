#if canImport(UIKit)
  import RIBs
  import RIBsNavigation
  import UIKit

  /// Draws a `RIBSplit` with UIKit: a `UISplitViewController` whose primary column is the
  /// sidebar (the host RIB's list) and whose secondary column is the selected item's RIB, and that
  /// reports to the split what the user did.
  ///
  /// As a RIB's view it is made before the RIB's router, which owns the split and hands it over
  /// with ``draw(_:)``; the sidebar reports the row picked with the split's
  /// `userDidSelect(_:from:)`. On a compact width UIKit collapses the columns into a navigation
  /// stack: the detail is pushed above the list, and going back reports that the user left the
  /// item, whose RIB is detached. It is its own `delegate`; do not replace it.
  ///
  /// Made with ``init(sidebar:contentPlaceholder:placeholder:)``, it has three columns: the
  /// selected item's RIB is the supplementary column, and when that RIB hosts a split of its own
  /// (a mailbox listing messages, `RIBSplit.Rendering.contentSplit`), the detail of that split is
  /// the secondary column. What each column shows and what the user's going back means is decided
  /// by a `RIBSplitRenderer`; this class is its glue to UIKit.
  @preconcurrency
  @MainActor
  open class RIBSplitViewController<Item: RIBRoute>: UISplitViewController, ViewControllable,
    UISplitViewControllerDelegate
  {
    /// The split drawn, once handed over.
    public var split: RIBSplit<Item>.Rendering? { renderer.split }
    private lazy var container = Container(self)
    private lazy var renderer = RIBSplitRenderer<Item, Container>(
      container: container, contentPlaceholder: contentPlaceholder, placeholder: placeholder
    ) { screen in screen.viewControllable.uiviewController }
    private let placeholder: UIViewController
    /// What the supplementary column shows while nothing is selected; `nil` with two columns.
    private let contentPlaceholder: UIViewController?

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

    /// Draws `split` from now on, now and after every change, in place of the split drawn before.
    ///
    /// - Parameter split: The split to draw.
    public func draw(_ split: RIBSplit<Item>.Rendering) {
      renderer.draw(split)
    }

    /// Tells the renderer the column UIKit hides: on a compact width, the user went back.
    public func splitViewController(
      _ svc: UISplitViewController, willHide column: UISplitViewController.Column
    ) {
      switch column {
      case .secondary: renderer.containerWillHide(.detail)
      case .supplementary: renderer.containerWillHide(.content)
      default: return
      }
    }

    /// Reports the columns the user showed or hid.
    public func splitViewController(
      _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode
    ) {
      let visibility: RIBSplitColumnVisibility =
        switch displayMode {
        case .secondaryOnly: .detailOnly
        case .automatic: .automatic
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: .all
        default:
          contentPlaceholder != nil || split?.columnVisibility == .doubleColumn
            ? .doubleColumn : .all
        }
      renderer.containerDidChangeColumnVisibility(visibility)
    }

    /// The split view as the renderer drives it.
    private final class Container: RIBSplitContainer {
      unowned let splitView: RIBSplitViewController

      init(_ splitView: RIBSplitViewController) {
        self.splitView = splitView
      }

      var isCollapsed: Bool { splitView.isCollapsed }

      func show(_ view: UIViewController, in column: RIBSplitColumn) {
        splitView.setViewController(view, for: Self.column(column))
      }

      func reveal(_ column: RIBSplitColumn) {
        splitView.show(Self.column(column))
      }

      func setColumnVisibility(_ visibility: RIBSplitColumnVisibility, animated: Bool) {
        let displayMode: UISplitViewController.DisplayMode =
          switch visibility {
          case .automatic: .automatic
          case .all: splitView.contentPlaceholder != nil ? .twoBesideSecondary : .oneBesideSecondary
          case .doubleColumn: .oneBesideSecondary
          case .detailOnly: .secondaryOnly
          }
        guard displayMode != splitView.preferredDisplayMode else { return }
        if animated {
          UIView.animate(withDuration: 0.3) { [splitView] in
            splitView.preferredDisplayMode = displayMode
          }
        } else {
          splitView.preferredDisplayMode = displayMode
        }
      }

      private static func column(_ column: RIBSplitColumn) -> UISplitViewController.Column {
        switch column {
        case .sidebar: .primary
        case .content: .supplementary
        case .detail: .secondary
        }
      }
    }
  }
#endif
