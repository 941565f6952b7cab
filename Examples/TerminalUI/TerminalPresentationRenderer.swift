import RIBs
import RIBsNavigation

/// Draws a `RIBPresentation` in the terminal: the presented RIB's screen on top of the screens a
/// view controller shows, as a sheet the user closes with `:back` or Esc, which the presentation
/// hears as the user's dismissal.
///
/// The view that presents keeps it, usually the view controller of the RIB that owns the
/// presentation. A full-screen cover and a popover are drawn as a sheet: the terminal has one kind
/// of modal.
@MainActor
public final class TerminalPresentationRenderer: TerminalCloseListener {
  /// The presentation drawn.
  public let presentation: RIBPresentation
  private weak var presenter: TerminalViewController?
  private var slot = TerminalScreenSlot()

  /// Draws `presentation` on top of `presenter`, now and after every change.
  ///
  /// - Parameters:
  ///   - presentation: The presentation to draw.
  ///   - presenter: The view controller the presented screen goes on top of.
  public init(presentation: RIBPresentation, presenter: TerminalViewController) {
    self.presentation = presentation
    self.presenter = presenter
    presentation.addRenderer(self) { renderer, change in renderer.render(change) }
    render(.byRouter(animated: false))
  }

  /// Reports the screen the user closed with `:back` or Esc to the presentation.
  ///
  /// - Parameter screen: The screen the user closed.
  public func userDidClose(_ screen: TerminalViewController) {
    guard let id = slot.userDidClose(screen) else { return }
    presentation.userDidDismiss(id)
  }

  private func render(_ change: RIBNavigationChange) {
    slot.show(
      presentation.screen, on: presenter, after: change, drawnBy: "TerminalPresentationRenderer",
      listener: self)
  }
}
