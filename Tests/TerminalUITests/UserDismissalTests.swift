import RIBs
import RIBsNavigation
import TerminalUI
import Testing

/// `:back` and Esc: the user closes the top screen on their own, and the screen's listener hears it.
@MainActor
@Suite(.leakDetectionOff) struct UserDismissalTests {
  final class Screen: TerminalViewController {
    let name: String
    var received: [String] = []
    init(_ name: String) { self.name = name }
    override var title: String { name }
    override func handle(input: String) { received.append(input) }
  }

  final class CloseRecorder: TerminalCloseListener {
    var closed: [TerminalViewController] = []
    func userDidClose(_ screen: TerminalViewController) { closed.append(screen) }
  }

  /// Hears the screens a stack detached, by title.
  final class PopRecorder: UserNavigationListener {
    var popped: [[String]] = []
    func userDidDismiss(_ screens: [RIBScreen]) {
      popped.append(screens.map { ($0.viewControllable as? TerminalViewController)?.title ?? "?" })
    }
  }

  /// A RIB whose view is a terminal screen of its name.
  final class ScreenRouter: ViewableRouter<Interactor, Screen> {
    init(_ name: String) { super.init(interactor: Interactor(), viewController: Screen(name)) }
  }

  let home = Screen("Home")
  let recorder = CloseRecorder()
  let popped = PopRecorder()
  /// The router of the stacks' host, kept for the test.
  let stackHost = ScreenRouter("Host")
  let output = CapturedOutput()
  let window: TerminalWindow

  init() {
    window = TerminalWindow(output: output, style: .plain)
    window.show(rootViewController: home)
  }

  @Test func backDismissesAPresentedScreenAndTellsItsListener() async {
    let sheet = Screen("Sheet")
    sheet.closeListener = recorder
    home.present(sheet)

    await window.run(input: LineInput.script([":back"]))

    #expect(recorder.closed.map(\.title) == ["Sheet"])
    #expect(home.topViewController === home)
    #expect(!sheet.isPresented)
  }

  @Test func escapeThenReturnGoesBackToo() async {
    let sheet = Screen("Sheet")
    sheet.closeListener = recorder
    home.present(sheet)

    await window.run(input: LineInput.script(["\u{1B}"]))

    #expect(recorder.closed.count == 1)
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

  /// A stack whose first screen is its root, drawn by a navigation controller presented on home.
  private func presentedStack(_ names: String...) -> (RIBStack, TerminalNavigationController) {
    stackHost.interactable.activate()
    let stack = RIBStack(host: stackHost, root: .firstScreen, listener: popped)
    let navigation = TerminalNavigationController()
    navigation.draw(stack.rendering)
    names.forEach { stack.push(ScreenRouter($0)) }
    home.present(navigation)
    return (stack, navigation)
  }

  @Test func backPopsTheTopScreenOfAStackAndTellsTheStack() async throws {
    let (stack, navigation) = presentedStack("Amount", "Cards")
    let cards = try #require(navigation.viewStack.last)
    #expect(home.topViewController === cards)

    await window.run(input: LineInput.script([":back"]))

    #expect(popped.popped == [["Cards"]])
    #expect(stack.routers.count == 1)
    #expect(navigation.viewStack.count == 1 && home.topViewController.title == "Amount")
    #expect(!cards.isPresented)
    #expect(recorder.closed.isEmpty)
  }

  @Test func backOnTheFirstScreenOfAStackDismissesTheWholeStack() async {
    let (stack, navigation) = presentedStack("Amount")
    navigation.closeListener = recorder

    await window.run(input: LineInput.script([":back"]))

    #expect(recorder.closed.count == 1 && recorder.closed.first === navigation)
    #expect(popped.popped.isEmpty && stack.routers.count == 1)
    #expect(home.topViewController === home)
  }

  @Test func theStackIsShownInOrderAndAShorterStackDropsTheRest() throws {
    let (stack, navigation) = presentedStack("A", "B", "C")
    let screens = navigation.viewStack
    #expect(home.topViewController === screens[2])
    #expect(screens.allSatisfy { $0.navigationController === navigation })

    stack.pop(to: try #require(stack.routers.first))
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
