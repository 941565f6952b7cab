import RIBs
import RIBsUIKit
import UIKit

/// WalletView.swift, on UIKit: the wallet's stack is a `UINavigationController` that draws it, whose
/// back button and back swipe reach the stack.
@MainActor
func makeWalletView() -> any WalletViewControllable {
  RIBNavigationController()
}

extension RIBNavigationController: WalletViewControllable {}
