import RIBs
import RIBsNavigation

extension RIBScreen {
  /// The terminal screen that shows this RIB, for a renderer of a navigation model; `nil` when its
  /// view is not a `TerminalViewController`, which is reported to `RIBsDiagnostics`.
  ///
  /// - Parameter renderer: The renderer's type name, for the message.
  /// - Returns: The screen's terminal view, or `nil`.
  @MainActor
  func terminalView(drawnBy renderer: String) -> TerminalViewController? {
    guard let view = viewControllable as? TerminalViewController else {
      RIBsDiagnostics.report(
        .invalidNavigation,
        "\(renderer) cannot show \(type(of: router)): its view is not a TerminalViewController; "
          + "nothing is shown for it.")
      return nil
    }
    return view
  }
}
