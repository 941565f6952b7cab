import RIBs
import RIBsNavigation
import TerminalUI

/// WalletView.swift, in the terminal: the wallet's stack is a terminal navigation controller.
@MainActor
func makeWalletView() -> any WalletViewControllable {
  TerminalNavigationController()
}

extension TerminalNavigationController: WalletViewControllable {}
