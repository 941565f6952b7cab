import RIBs
import RIBsNavigation

/// Draws a `RIBSplit` in the terminal as a phone shows a split view on a compact width: the host's
/// screen is the sidebar, and the selected item's screen is shown above it; `:back` or Esc from
/// that screen leaves the item, which the split hears as the user's.
///
/// The host's screen lists the items and reports the one the user types with
/// `split.userDidSelect(_:from:)`. The view that shows the sidebar keeps the renderer.
@MainActor
public final class TerminalSplitRenderer<Item: Hashable>: TerminalCloseListener {
  /// The split drawn.
  public let split: RIBSplit<Item>
  private weak var sidebar: TerminalViewController?
  private var slot = TerminalScreenSlot()

  /// Draws `split` above `sidebar`, now and after every change.
  ///
  /// - Parameters:
  ///   - split: The split to draw.
  ///   - sidebar: The host RIB's screen, which lists the items.
  public init(split: RIBSplit<Item>, sidebar: TerminalViewController) {
    self.split = split
    self.sidebar = sidebar
    split.addRenderer(self) { renderer, change in renderer.render(change) }
    render(.byRouter(animated: false))
  }

  /// Reports the detail the user closed with `:back` or Esc: they left its item.
  ///
  /// - Parameter screen: The screen the user closed.
  public func userDidClose(_ screen: TerminalViewController) {
    guard let id = slot.userDidClose(screen) else { return }
    split.userDidLeaveDetail(from: id)
  }

  private func render(_ change: RIBNavigationChange) {
    slot.show(
      split.detailScreen, on: sidebar, after: change, drawnBy: "TerminalSplitRenderer",
      listener: self)
  }
}
