import RIBs
import TerminalUI
import Testing

@MainActor
@Suite struct TerminalViewControllerTests {
  final class Screen: TerminalViewController {
    let name: String
    var screenActions: [TerminalAction] = []
    init(_ name: String) { self.name = name }
    override var title: String { name }
    override func body(style: TerminalStyle) -> [String] { ["\(name) body"] }
    override var actions: [TerminalAction] { screenActions }
  }

  @Test func embeddedViewsOfferTheirActionsAndListThemUnderTheirBody() {
    let home = Screen("Home")
    let balance = Screen("Balance")
    var ran: [String] = []
    balance.screenActions = [TerminalAction(key: "t", title: "Top up") { ran.append("t") }]
    home.embed(balance)

    home.handle(input: " T ")

    #expect(ran == ["t"])
    #expect(home.lines(style: .plain) == ["Home body", "Balance body", "  [t] Top up"])
    #expect(home.availableActions.map(\.key) == ["t"])
  }

  @Test func anUnknownKeyIsAnsweredWithTheKeysThereAre() {
    let home = Screen("Home")
    home.screenActions = [
      TerminalAction(key: "a", title: "A") {}, TerminalAction(key: "b", title: "B") {},
    ]
    home.handle(input: "Zed")
    home.handle(input: "")
    let plain = Screen("Plain")
    plain.handle(input: "x")

    #expect(
      home.pendingMessages == ["There is no 'Zed' here. Type one of: a, b.", "Type one of: a, b."])
    #expect(plain.pendingMessages == ["There is nothing to do here. Type :help for the commands."])
  }

  @Test func aScreenPresentedByAnEmbeddedViewIsOnTop() {
    let root = Screen("Root")
    let tab = Screen("Tab")
    let modal = Screen("Modal")
    let pushed = Screen("Pushed")
    root.embed(tab)

    tab.presentOnTop(modal)
    tab.presentOnTop(pushed)

    #expect(root.topViewController === pushed)
    #expect(modal.presentedViewController === pushed)
    pushed.dismiss()
    #expect(root.topViewController === modal)
    modal.dismiss()
    #expect(root.topViewController === root)
    // Dismissing what is not presented does nothing.
    modal.dismiss()
    tab.dismiss()
    #expect(root.embeddedViewControllers.map(\.title) == ["Tab"])
  }

  @Test func onScreenMeansOnTopOfAWindowOrEmbeddedInIt() {
    let window = TerminalWindow(output: CapturedOutput(), style: .plain)
    let root = Screen("Root")
    let tab = Screen("Tab")
    let modal = Screen("Modal")
    root.embed(tab)
    window.show(rootViewController: root)
    #expect(root.isOnScreen && tab.isOnScreen)

    tab.presentOnTop(modal)
    #expect(modal.isOnScreen)
    #expect(!tab.isOnScreen)

    modal.dismiss()
    root.removeEmbedded(tab)
    #expect(!modal.isOnScreen)
    #expect(!tab.isOnScreen)
    #expect(root.isOnScreen)
  }

  @Test func textInputSubmitsTrimmedTextAndCancelsOnAnEmptyLine() {
    var submitted: [String] = []
    var cancelCount = 0
    let input = TextInputViewController(
      title: "Name", prompt: "Name: ", onSubmit: { submitted.append($0) },
      onCancel: { cancelCount += 1 })

    input.handle(input: "  Alice ")
    input.handle(input: "   ")

    #expect(submitted == ["Alice"])
    #expect(cancelCount == 1)
    #expect(input.prompt == "Name: ")
  }
}
