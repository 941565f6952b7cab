import RIBs
import RIBsNavigation
import RIBsTesting
import TerminalUI
import Testing

@testable import MovingToSwiftUIExample

/// The wallet of "Moving a UIKit RIBs app to SwiftUI", with its terminal views: the RIBs that a
/// UIKit app with a SwiftUI screen and a SwiftUI app with a UIKit screen are built from
/// (`.ci/check-apple-apis` compiles them with those views), run and driven by a user.
@MainActor
@Suite struct WalletTests {
  final class Cards: WalletDependency {
    let cards = ["Visa ****1111", "Mastercard ****4444"]
  }

  let output = CapturedOutput()
  let window: TerminalWindow
  let wallet: WalletRouter

  init() throws {
    window = TerminalWindow(output: output, style: .plain)
    wallet = try #require(WalletBuilder(dependency: Cards()).build() as? WalletRouter)
    wallet.launch(from: window)
  }

  @Test func theWalletStartsOnTheCardList() {
    expectSubtree(
      of: wallet,
      """
      Wallet (active)
        Cards (active)
      """)
    #expect(wallet.stack.root == .firstScreen)
  }

  @Test func aCardChosenIsPushedAndTheUserGoesBackToTheList() async throws {
    await window.run(input: LineInput.script(["2"]))
    let detail = try #require(wallet.stack.topRouter as? CardDetailRouter)
    #expect(detail.card == "Mastercard ****4444")
    #expect(output.text.contains("== Mastercard ****4444 =="))

    await window.run(input: LineInput.script([":back"]))

    expectSubtree(
      of: wallet,
      """
      Wallet (active)
        Cards (active)
      """)
    #expect(!detail.interactable.isActive)
    #expect((wallet.interactable as? WalletInteractor)?.closedCards == ["Mastercard ****4444"])
  }

  @Test func theListCannotBePoppedAndAWrongNumberIsExplained() async {
    await window.run(input: LineInput.script([":back", "7"]))

    #expect(wallet.stack.routers.count == 1)
    #expect(output.text.contains("Type a card's number, 1-2."))
  }
}
