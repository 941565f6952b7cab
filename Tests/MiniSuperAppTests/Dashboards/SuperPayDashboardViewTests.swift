import RIBs
import RIBsSwiftUI
import TerminalUI
import Testing

@testable import MiniSuperAppKit

/// The dashboard's view state, as the interactor drives it, and the terminal view that follows it.
@MainActor
@Suite struct SuperPayDashboardViewTests {
  final class Listener: SuperPayDashboardPresentableListener {
    var taps = 0
    func topupButtonDidTap() { taps += 1 }
  }

  let state = SuperPayDashboardViewState()

  @Test func theTerminalViewRedrawsFromTheViewStateWhenItChanges() async {
    let view = SuperPayDashboardTerminalView(state: state)
    // Made after the view's renderer, it renders after it (the main actor keeps their order).
    let probe = ObservationRenderer { [state] in _ = state.balance }
    state.updateBalance("1,000 won")
    #expect(view.balanceLine == "SuperPay balance: ")

    await probe.waitForNextRender()

    #expect(view.balanceLine == "SuperPay balance: 1,000 won")
    #expect(view.lines(style: .plain).contains("SuperPay balance: 1,000 won"))
  }

  @Test func topUpReachesTheViewStatesListener() {
    let listener = Listener()
    state.listener = listener
    let view = SuperPayDashboardTerminalView(state: state)

    #expect(view.runAction(for: "t"))
    #expect(listener.taps == 1)
  }

  @Test func aBalanceThatChangesWhileTheAppWaitsForInputIsDrawnAtOnce() async {
    let view = SuperPayDashboardTerminalView(state: state)
    let output = CapturedOutput()
    let window = TerminalWindow(output: output, style: .plain)
    window.show(rootViewController: view)
    let (input, typing) = AsyncStream<String>.makeStream()
    let running = Task { await window.run(input: input) }
    await output.waitUntil { $0.hasSuffix("> ") }
    let drawnBefore = output.text

    // Not after a line the user typed: in the background, as another device's top-up would.
    state.updateBalance("7,000 won")
    await output.waitUntil { $0.count > drawnBefore.count && $0.hasSuffix("> ") }

    #expect(drawnBefore.hasSuffix("SuperPay balance:\n  [t] Top up\n> "))
    #expect(output.text.dropFirst(drawnBefore.count).contains("SuperPay balance: 7,000 won\n"))
    #expect(output.text.hasSuffix("> "))
    typing.finish()
    await running.value
  }
}
