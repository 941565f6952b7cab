import RIBs
import TerminalUI

/// The presentations routers ask of a view, given another RIB's view.
extension TerminalViewController {
  /// Presents `view` on top of the screens this view controller already presents, as a navigation
  /// controller pushes a screen.
  ///
  /// - Parameter view: The view to present.
  func presentOnTop(_ view: any ViewControllable) {
    presentOnTop(view.terminalViewController)
  }

  /// Presents `view` on top, as a sheet the user may dismiss with `:back` or Esc.
  ///
  /// - Parameters:
  ///   - view: The view to present.
  ///   - dismissalListener: Told when the user dismisses the sheet.
  func presentSheet(_ view: any ViewControllable, dismissalListener: any UserDismissalListener) {
    view.terminalViewController.userDismissalListener = dismissalListener
    presentOnTop(view)
  }

  /// Dismisses a sheet, as any presented view.
  ///
  /// - Parameter view: A view presented by this view controller or by one it presents.
  func dismissSheet(_ view: any ViewControllable) {
    dismiss(view)
  }

  /// Dismisses `view`, and what it presents.
  ///
  /// - Parameter view: A view presented by this view controller or by one it presents.
  func dismiss(_ view: any ViewControllable) {
    view.terminalViewController.dismiss()
  }
}
