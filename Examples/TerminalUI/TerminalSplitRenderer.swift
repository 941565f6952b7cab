import RIBs

/// Draws a `RIBSplit` in the terminal as a phone shows a split view on a compact width: the host's
/// screen is the sidebar, and the selected item's screen is shown above it; `:back` or Esc from
/// that screen leaves the item, which the split hears as the user's.
///
/// The host's screen lists the items and reports the one the user types with
/// `split.userDidSelect(_:)`. The view that shows the sidebar keeps the renderer.
@MainActor
public final class TerminalSplitRenderer<Item: Hashable>: UserDismissalListener {
  /// The split drawn.
  public let split: RIBSplit<Item>
  private weak var sidebar: TerminalViewController?
  private var slot = TerminalScreenSlot<RIBScreen.ID>()
  private var rendering: RIBsObservation?

  /// Draws `split` above `sidebar`, now and after every change.
  ///
  /// - Parameters:
  ///   - split: The split to draw.
  ///   - sidebar: The host RIB's screen, which lists the items.
  public init(split: RIBSplit<Item>, sidebar: TerminalViewController) {
    self.split = split
    self.sidebar = sidebar
    rendering = split.addRenderer { [weak self] change in self?.render(change) }
    render(.byRouter(animated: false))
  }

  /// Reports the detail the user closed with `:back` or Esc: they left its item.
  ///
  /// - Parameter view: The screen the user closed.
  public func userDidDismiss(_ view: any ViewControllable) {
    guard slot.userDidClose(view) != nil, let item = split.selection else { return }
    split.userDidDeselect(item)
  }

  private func render(_ change: RIBNavigationChange) {
    slot.show(
      split.detailScreen, on: sidebar, after: change, drawnBy: "TerminalSplitRenderer",
      listener: self)
  }
}
