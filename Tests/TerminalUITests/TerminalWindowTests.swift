import RIBs
import TerminalUI
import Testing

@MainActor
@Suite struct TerminalWindowTests {
  /// A screen that asks for a secret once, then for anything.
  final class SecretScreen: TerminalViewController {
    var received: [String] = []
    override var title: String { "Secret" }
    override var prompt: String { received.isEmpty ? "CVC: " : "> " }
    override var hidesInput: Bool { received.isEmpty }
    override func handle(input: String) { received.append(input) }
  }

  @Test func aSecretIsTypedWithTheTerminalEchoOffAndMaskedInATranscript() async {
    let screen = SecretScreen()
    let output = CapturedOutput()
    var echo: [Bool] = []
    let window = TerminalWindow(
      output: output, style: .plain, echoesInput: true, terminalEcho: { echo.append($0) })
    window.show(rootViewController: screen)

    await window.run(input: LineInput.script(["123", "hello"]))

    #expect(screen.received == ["123", "hello"])
    // Off for the CVC, on again for the next prompt, and on when the window stops.
    #expect(echo == [false, true, true, true])
    #expect(output.text.contains("CVC: \n***\n"))
    #expect(!output.text.contains("123"))
    #expect(output.text.contains("> hello\n"))
  }

  @Test func typedControlCharactersReachTheScreenAsText() async {
    let screen = SecretScreen()
    let window = TerminalWindow(output: CapturedOutput(), style: .plain)
    window.show(rootViewController: screen)

    await window.run(input: LineInput.script(["x", "\u{1B}[2J\u{7}"]))

    #expect(screen.received == ["x", #"\u{1B}[2J\u{7}"#])
  }
}
