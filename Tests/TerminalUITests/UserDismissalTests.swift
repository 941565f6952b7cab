import RIBs
import TerminalUI
import Testing

/// `:back` and Esc: the user closes the top screen on their own, and the screen's listener hears it.
@MainActor
@Suite struct UserDismissalTests {
  final class Screen: TerminalViewController {
    let name: String
    var received: [String] = []
    init(_ name: String) { self.name = name }
    override var title: String { name }
    override func handle(input: String) { received.append(input) }
  }

  final class DismissalRecorder: UserDismissalListener, NavigationListener {
    var dismissed: [TerminalViewController] = []
    var keptCounts: [Int] = []
    func userDidDismiss(_ view: any ViewControllable) {
      dismissed.append(view.terminalViewController)
    }
    func userDidPopViews(keepingCount count: Int) { keptCounts.append(count) }
  }

  let home = Screen("Home")
  let recorder = DismissalRecorder()
  let output = CapturedOutput()
  let window: TerminalWindow

  init() {
    window = TerminalWindow(output: output, style: .plain)
    window.show(rootViewController: home)
  }

  @Test func backDismissesAPresentedScreenAndTellsItsListener() async {
    let sheet = Screen("Sheet")
    sheet.userDismissalListener = recorder
    home.present(sheet)

    await window.run(input: LineInput.script([":back"]))

    #expect(recorder.dismissed.map(\.title) == ["Sheet"])
    #expect(home.topViewController === home)
    #expect(!sheet.isPresented)
  }

  @Test func escapeThenReturnGoesBackToo() async {
    let sheet = Screen("Sheet")
    sheet.userDismissalListener = recorder
    home.present(sheet)

    await window.run(input: LineInput.script(["\u{1B}"]))

    #expect(recorder.dismissed.count == 1)
    #expect(sheet.received.isEmpty)
  }

  @Test func aScreenWithoutAListenerStaysAndTheUserIsTold() async {
    let modal = Screen("Modal")
    home.present(modal)

    await window.run(input: LineInput.script([":back"]))

    #expect(home.topViewController === modal)
    #expect(output.text.contains("This screen does not close with :back; use one of its choices."))
  }

  @Test func theRootScreenStaysAndTheUserIsTold() async {
    await window.run(input: LineInput.script([":back", "still here"]))

    #expect(home.received == ["still here"])
    #expect(output.text.contains("There is no screen to close here."))
  }

  @Test func backPopsTheTopScreenOfAStackAndTellsTheNavigationListener() async {
    let navigation = TerminalNavigationController()
    navigation.navigationListener = recorder
    let (amount, cards) = (Screen("Amount"), Screen("Cards"))
    navigation.setViewStack([amount, cards], animated: true)
    home.present(navigation)
    #expect(home.topViewController === cards)

    await window.run(input: LineInput.script([":back"]))

    #expect(recorder.keptCounts == [1])
    #expect(navigation.viewStack.count == 1 && navigation.viewStack.first === amount)
    #expect(home.topViewController === amount)
    #expect(!cards.isPresented)
    #expect(recorder.dismissed.isEmpty)
  }

  @Test func backOnTheFirstScreenOfAStackDismissesTheWholeStack() async {
    let navigation = TerminalNavigationController()
    navigation.navigationListener = recorder
    navigation.userDismissalListener = recorder
    let amount = Screen("Amount")
    navigation.setViewStack([amount], animated: true)
    home.present(navigation)

    await window.run(input: LineInput.script([":back"]))

    #expect(recorder.dismissed.count == 1 && recorder.dismissed.first === navigation)
    #expect(recorder.keptCounts.isEmpty)
    #expect(home.topViewController === home)
  }

  @Test func theStackIsShownInOrderAndAShorterStackDropsTheRest() {
    let navigation = TerminalNavigationController()
    let screens = [Screen("A"), Screen("B"), Screen("C")]
    home.present(navigation)

    navigation.setViewStack(screens, animated: true)
    #expect(home.topViewController === screens[2])
    #expect(screens.allSatisfy { $0.navigationController === navigation })

    navigation.setViewStack([screens[0]], animated: true)
    #expect(home.topViewController === screens[0])
    #expect(screens[1].navigationController == nil && !screens[2].isPresented)
    #expect(navigation.title == "A")
  }

  @Test func helpListsBack() async {
    await window.run(input: LineInput.script([":help"]))

    #expect(output.text.contains(":back"))
    #expect(output.text.contains("Esc then Return"))
  }
}
