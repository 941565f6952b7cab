import RIBs

/// The one screen a terminal renderer shows on top of a view controller for its model.
///
/// A presented RIB, a split view's detail. Showing another replaces it.
@MainActor
struct TerminalScreenSlot {
  /// The screen shown and its view.
  private(set) var shown: (screen: RIBScreen.ID, view: TerminalViewController)?

  /// Shows `screen` on top of `presenter`, in place of the screen shown, after a change.
  ///
  /// Nothing if it is shown already. A change the user made is off screen already.
  ///
  /// - Parameters:
  ///   - screen: The screen the model shows now, if any.
  ///   - presenter: The view controller it goes on top of.
  ///   - change: What changed the model.
  ///   - renderer: The renderer's type name, for a screen that has no terminal view.
  ///   - listener: Told when the user closes the screen with `:back` or Esc.
  mutating func show(
    _ screen: RIBScreen?, on presenter: TerminalViewController?, after change: RIBNavigationChange,
    drawnBy renderer: String, listener: any UserDismissalListener
  ) {
    guard screen?.id != shown?.screen else { return }
    let dismissed = shown?.view
    shown = nil
    guard case .byRouter = change else { return }
    if let dismissed, dismissed.isPresented { dismissed.dismiss() }
    guard let screen, let presenter, let view = screen.terminalView(drawnBy: renderer) else {
      return
    }
    view.userDismissalListener = listener
    presenter.presentOnTop(view)
    shown = (screen.id, view)
  }

  /// Forgets the screen whose view the user closed.
  ///
  /// - Parameter view: The view the user closed.
  /// - Returns: Its screen, if it is the one shown.
  mutating func userDidClose(_ view: any ViewControllable) -> RIBScreen.ID? {
    guard let shown, view === shown.view else { return nil }
    self.shown = nil
    return shown.screen
  }
}
