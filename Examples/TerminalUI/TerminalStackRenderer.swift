import RIBs

/// Draws a `RIBStack` whose root is its host's view (`RIBStack.Root.hostView`) in the terminal:
/// each screen of the stack presented by the one below it, the first by the host's view
/// controller; `:back` or Esc on one of them is the user popping it, which the stack hears.
///
/// The terminal counterpart of a `UINavigationController` whose root is the host's screen. A stack
/// whose first screen is its root (a flow in a sheet) is drawn by a `TerminalNavigationController`
/// and a `RIBStackRenderer` instead. The host presents nothing else: the renderer's screens
/// replace what it presented.
@MainActor
public final class TerminalStackRenderer: UserDismissalListener {
  /// The stack drawn.
  public let stack: RIBStack
  private weak var host: TerminalViewController?
  /// The screens shown, bottom first.
  private var shown: [(screen: RIBScreen.ID, view: TerminalViewController)] = []
  private var rendering: RIBsObservation?

  /// Draws `stack` above `host`, now and after every change.
  ///
  /// - Parameters:
  ///   - stack: The stack to draw.
  ///   - host: The view controller of the RIB that owns the stack, below the stack's screens.
  public init(stack: RIBStack, host: TerminalViewController) {
    self.stack = stack
    self.host = host
    rendering = stack.addRenderer { [weak self] change in self?.render(change) }
    render(.byRouter(animated: false))
  }

  /// Reports the screen the user closed with `:back` or Esc to the stack: the screens from it up
  /// are popped, and the one below it is on top.
  ///
  /// - Parameter view: The screen the user closed; the window has dismissed it.
  public func userDidDismiss(_ view: any ViewControllable) {
    guard let index = shown.firstIndex(where: { $0.view === view }) else { return }
    let kept = index > 0 ? shown[index - 1].screen : nil
    shown.removeSubrange(index...)
    stack.userDidPop(above: kept)
  }

  private func render(_ change: RIBNavigationChange) {
    // The user popped the screens already: they are off screen.
    guard case .byRouter = change, let host else { return }
    let screens = stack.screens.compactMap { screen in
      screen.terminalView(drawnBy: "TerminalStackRenderer").map { (screen.id, $0) }
    }
    let kept = zip(shown, screens).prefix { $0.0.screen == $0.1.0 }.count
    if kept < shown.count {
      (kept > 0 ? shown[kept - 1].view : host).dismissPresented()
    }
    shown.removeSubrange(kept...)
    for (screen, view) in screens.dropFirst(kept) {
      view.userDismissalListener = self
      (shown.last?.view ?? host).present(view)
      shown.append((screen, view))
    }
  }
}
