import RIBs
import RIBsNavigation

/// Draws a `RIBSplit` in the terminal as a phone shows a split view on a compact width: the host's
/// screen is the sidebar, and the selected item's screen is shown above it; `:back` or Esc from
/// that screen leaves the item, which the split hears as the user's.
///
/// The host's screen lists the items and reports the one the user types with the split's
/// `userDidSelect(_:from:)`. The view that shows the sidebar keeps the renderer. What it shows and
/// what `:back` means is decided by a `RIBSplitRenderer`, as for UIKit: the terminal is always
/// collapsed.
@MainActor
public final class TerminalSplitRenderer<Item: RIBRoute>: TerminalCloseListener {
  /// The split drawn.
  public var split: RIBSplit<Item>.Rendering? { renderer.split }
  private weak var sidebar: TerminalViewController?
  private let placeholder = TerminalViewController()
  /// The view of the detail column: the selected item's screen, or the placeholder.
  private var detail: TerminalViewController?
  /// The detail's screen while it is on top of the sidebar.
  private var shownDetail: TerminalViewController?
  private lazy var container = Container(self)
  private lazy var renderer = RIBSplitRenderer<Item, Container>(
    container: container, placeholder: placeholder
  ) { screen in screen.terminalView(drawnBy: "TerminalSplitRenderer") }

  /// Draws `split` above `sidebar`, now and after every change.
  ///
  /// - Parameters:
  ///   - split: The split to draw.
  ///   - sidebar: The host RIB's screen, which lists the items.
  public init(split: RIBSplit<Item>.Rendering, sidebar: TerminalViewController) {
    self.sidebar = sidebar
    renderer.draw(split)
  }

  /// Reports the detail the user closed with `:back` or Esc: they left its item.
  ///
  /// - Parameter screen: The screen the user closed.
  public func userDidClose(_ screen: TerminalViewController) {
    guard screen === shownDetail else { return }
    shownDetail = nil
    renderer.containerWillHide(.detail)
  }

  /// The sidebar and the detail above it, as the renderer drives them.
  private final class Container: RIBSplitContainer {
    unowned let owner: TerminalSplitRenderer

    init(_ owner: TerminalSplitRenderer) {
      self.owner = owner
    }

    var isCollapsed: Bool { true }

    func show(_ view: TerminalViewController, in column: RIBSplitColumn) {
      guard column == .detail else { return }
      owner.detail = view
      if let shown = owner.shownDetail, shown !== view {
        shown.dismiss()
        owner.shownDetail = nil
      }
    }

    func reveal(_ column: RIBSplitColumn) {
      switch column {
      case .detail:
        guard let detail = owner.detail, detail !== owner.placeholder,
          owner.shownDetail !== detail
        else { return }
        detail.closeListener = owner
        owner.sidebar?.presentOnTop(detail)
        owner.shownDetail = detail
      case .sidebar, .content:
        owner.shownDetail?.dismiss()
        owner.shownDetail = nil
      }
    }

    func setColumnVisibility(_ visibility: RIBSplitColumnVisibility, animated: Bool) {}
  }
}
