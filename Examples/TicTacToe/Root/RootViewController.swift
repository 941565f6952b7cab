import RIBs
import TerminalUI

/// The root screen: it shows one modal at a time on top of a welcome line.
final class RootViewController: TerminalViewController, RootPresentable, RootViewControllable,
  LoggedInViewControllable
{
  weak var listener: (any RootPresentableListener)?

  override var title: String { "RIBs TicTacToe" }

  override func body(style: TerminalStyle) -> [String] {
    ["Welcome."]
  }

  // MARK: - RootViewControllable, LoggedInViewControllable

  func replaceModal(viewController: (any ViewControllable)?) {
    if let viewController {
      present(viewController.terminalViewController)
    } else {
      dismissPresented()
    }
  }
}
