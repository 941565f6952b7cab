import RIBs
import RIBsNavigation

/// The one screen a terminal renderer shows on top of a view controller for its model.
///
/// A presented RIB, a split view's detail, a dialog, each known by the identity its model gives
/// it. Showing another replaces it.
@MainActor
struct TerminalScreenSlot {
  /// The identity of what is shown, and its view.
  private(set) var shown: (id: RIBScreen.ID, view: TerminalViewController)?

  /// Shows the screen `id` names on top of `presenter`, in place of the one shown, after a change.
  ///
  /// Nothing if it is shown already. A change the user made is off screen already.
  ///
  /// - Parameters:
  ///   - id: The identity of what the model shows now, if anything.
  ///   - presenter: The view controller it goes on top of.
  ///   - change: What changed the model.
  ///   - listener: Told when the user closes the screen with `:back` or Esc.
  ///   - makeView: Makes the screen's view; `nil` shows nothing.
  mutating func show(
    _ id: RIBScreen.ID?, on presenter: TerminalViewController?, after change: RIBNavigationChange,
    listener: any TerminalCloseListener, makeView: () -> TerminalViewController?
  ) {
    guard id != shown?.id else { return }
    let dismissed = shown?.view
    shown = nil
    guard case .byRouter = change else { return }
    if let dismissed, dismissed.isPresented { dismissed.dismiss() }
    guard let id, let presenter, let view = makeView() else { return }
    view.closeListener = listener
    presenter.presentOnTop(view)
    shown = (id, view)
  }

  /// Forgets the screen whose view the user closed.
  ///
  /// - Parameter view: The view the user closed.
  /// - Returns: Its identity, if it is the one shown.
  mutating func userDidClose(_ view: TerminalViewController) -> RIBScreen.ID? {
    guard let shown, view === shown.view else { return nil }
    self.shown = nil
    return shown.id
  }

  /// Takes the screen shown off the terminal and forgets it, for a screen that closes itself.
  mutating func close() {
    shown?.view.dismiss()
    shown = nil
  }
}

extension TerminalScreenSlot {
  /// Shows `screen`'s terminal view on top of `presenter`, in place of the screen shown.
  ///
  /// - Parameters:
  ///   - screen: The screen the model shows now, if any.
  ///   - presenter: The view controller it goes on top of.
  ///   - change: What changed the model.
  ///   - renderer: The renderer's type name, for a screen that has no terminal view.
  ///   - listener: Told when the user closes the screen with `:back` or Esc.
  mutating func show(
    _ screen: RIBScreen?, on presenter: TerminalViewController?, after change: RIBNavigationChange,
    drawnBy renderer: String, listener: any TerminalCloseListener
  ) {
    show(screen?.id, on: presenter, after: change, listener: listener) {
      screen?.terminalView(drawnBy: renderer)
    }
  }
}
