import Combine  // ObservableObject; SwiftUI does not re-export it
import RIBs
import RIBsNavigation
import RIBsSwiftUI
import SwiftUI

/// WalletView.swift, in SwiftUI: the wallet's stack is a `NavigationStack`, which shows the card
/// list (SwiftUI) and a card's details (a UIKit view controller) as they are.
@MainActor
func makeWalletView() -> any WalletViewControllable {
  RIBView { WalletView(state: WalletViewState()) }
}

/// The stack the router hands over; an `ObservableObject`, which works from iOS 16.
@MainActor
final class WalletViewState: ObservableObject {
  private(set) var stack: RIBStack.Rendering?

  func draw(_ stack: RIBStack.Rendering) {
    objectWillChange.send()
    self.stack = stack
  }
}

struct WalletView: View {
  @ObservedObject var state: WalletViewState

  var body: some View {
    if let stack = state.stack {
      RIBNavigationStack(stack)
    }
  }
}

extension RIBView: WalletViewControllable where Content == WalletView {
  func draw(_ stack: RIBStack.Rendering) { content.state.draw(stack) }
}
