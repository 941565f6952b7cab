import Foundation
import RIBs
import RIBsNavigation
import Testing

@testable import MiniSuperAppKit

/// A recorded scenario of the app, played on the SwiftUI app's models as SwiftUI's views drive
/// them: launch, the finance tab, a deep link to a top-up, a push, a back swipe, the sheet dragged
/// down, the home tab, a ride pushed and swiped back from, the profile tab.
///
/// `terminalInput` is the same scenario typed in the terminal app.
@MainActor
enum SwiftUIScenario {
  /// The scenario's lines in the terminal app: its tabs are numbered 1 (home), 2 (finance) and 3
  /// (profile), and `:back` is the back swipe and the sheet dragged down.
  static let terminalInput = [
    "2", ":open superapp://finance/topup", "c", ":back", ":back", "1", "r", ":back", "3",
  ]

  /// Plays the scenario on the launched tree under `root`.
  static func play(on root: AppRootRouter, urlHandler: any URLHandler) async throws {
    root.launch(from: SceneWindow())
    SwiftUIUser.select(.finance, in: root.tabs)
    urlHandler.handle(try #require(URL(string: "superapp://finance/topup")))
    let finance = try #require(root.tabs.selectedRouter as? FinanceHomeRouter)
    await Observed.until(following: [finance.presentation]) { finance.presentedFlow == .topup }
    let topup = try #require(finance.presentation.router as? TopupRouter)
    let amount = try #require(
      topup.stack.routers.first?.viewControllable
        as? EnterAmountViewState)
    amount.listener?.didTapPaymentMethod()  // pushes the card list
    SwiftUIUser.swipeBack(on: topup.stack)
    SwiftUIUser.dragDown(finance.presentation)
    SwiftUIUser.select(.home, in: root.tabs)
    let home = try #require(root.tabs.selectedRouter as? AppHomeRouter)
    let homeState = try #require(home.viewControllable as? AppHomeViewState)
    homeState.listener?.didTapRide()  // pushes the ride
    SwiftUIUser.swipeBack(on: home.stack)
    SwiftUIUser.select(.profile, in: root.tabs)
  }
}
