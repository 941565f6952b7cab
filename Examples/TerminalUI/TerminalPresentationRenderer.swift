import RIBs

/// Draws a `RIBPresentation` in the terminal: the presented RIB's screen on top of the screens a
/// view controller shows, as a sheet the user closes with `:back` or Esc, which the presentation
/// hears as the user's dismissal.
///
/// The view that presents keeps it, usually the view controller of the RIB that owns the
/// presentation. A full-screen cover and a popover are drawn as a sheet: the terminal has one kind
/// of modal.
@MainActor
public final class TerminalPresentationRenderer: UserDismissalListener {
  /// The presentation drawn.
  public let presentation: RIBPresentation
  private weak var presenter: TerminalViewController?
  private var slot = TerminalScreenSlot<RIBScreen.ID>()
  private var rendering: RIBsObservation?

  /// Draws `presentation` on top of `presenter`, now and after every change.
  ///
  /// - Parameters:
  ///   - presentation: The presentation to draw.
  ///   - presenter: The view controller the presented screen goes on top of.
  public init(presentation: RIBPresentation, presenter: TerminalViewController) {
    self.presentation = presentation
    self.presenter = presenter
    rendering = presentation.addRenderer { [weak self] change in self?.render(change) }
    render(.byRouter(animated: false))
  }

  /// Reports the screen the user closed with `:back` or Esc to the presentation.
  ///
  /// - Parameter view: The screen the user closed.
  public func userDidDismiss(_ view: any ViewControllable) {
    guard let screen = slot.userDidClose(view) else { return }
    presentation.userDidDismiss(screen)
  }

  private func render(_ change: RIBNavigationChange) {
    slot.show(
      presentation.screen, on: presenter, after: change, drawnBy: "TerminalPresentationRenderer",
      listener: self)
  }
}
