import RIBs
import UIKit

/// WalletView.swift, on UIKit: the wallet's stack is a `UINavigationController`, whose back button
/// and back swipe reach the stack through a `RIBStackRenderer`.
@MainActor
func makeWalletView() -> any WalletViewControllable {
  WalletNavigationController()
}

final class WalletNavigationController: RIBNavigationController, WalletViewControllable {
  private var stackRenderer: RIBStackRenderer?

  func draw(_ stack: RIBStack) {
    stackRenderer = RIBStackRenderer(stack: stack, navigation: self)
  }
}
