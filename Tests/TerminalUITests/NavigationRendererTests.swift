import RIBs
import RIBsNavigation
import TerminalUI
import Testing

/// The terminal draws the navigation models: what the router changes is on screen, and what the
/// user does with `:back` or a tab's number reaches the model.
@MainActor
@Suite(.leakDetectionOff) struct NavigationRendererTests {
  final class Screen: TerminalViewController {
    let name: String
    init(_ name: String) { self.name = name }
    override var title: String { name }
  }

  /// A RIB whose view is a terminal screen of its name.
  final class ScreenRouter: ViewableRouter<Interactor, Screen> {
    init(_ name: String) { super.init(interactor: Interactor(), viewController: Screen(name)) }
  }

  /// Hears what the user took off the screen, by screen title.
  final class Listener: UserNavigationListener {
    var dismissed: [[String]] = []
    func userDidDismiss(_ screens: [RIBScreen]) {
      dismissed.append(
        screens.map { ($0.viewControllable as? TerminalViewController)?.title ?? "?" })
    }
  }

  enum Tab: Hashable, Codable, CaseIterable { case home, finance }

  let host = ScreenRouter("Host")
  let listener = Listener()
  let output = CapturedOutput()
  let window: TerminalWindow

  init() {
    host.interactable.activate()
    window = TerminalWindow(output: output, style: .plain)
    window.show(rootViewController: host.viewController)
  }

  @Test func aPresentedRIBIsOnTopAndBackDismissesItThroughThePresentation() async {
    let presentation = RIBPresentation(host: host, listener: listener)
    let renderer = TerminalModalPresenter(presenter: host.viewController)
    renderer.draw(presentation.rendering)
    let topup = ScreenRouter("Topup")

    presentation.present(topup)
    let shown = host.viewController.topViewController.title
    await window.run(input: LineInput.script([":back"]))

    #expect(shown == "Topup")
    #expect(host.viewController.topViewController === host.viewController)
    #expect(presentation.screen == nil && host.children.isEmpty)
    #expect(listener.dismissed == [["Topup"]])
    withExtendedLifetime(renderer) {}
  }

  @Test func theRouterReplacesAndDismissesWhatTheTerminalShows() {
    let presentation = RIBPresentation(host: host, listener: listener)
    let renderer = TerminalModalPresenter(presenter: host.viewController)
    renderer.draw(presentation.rendering)
    let (topup, addCard) = (ScreenRouter("Topup"), ScreenRouter("AddCard"))

    presentation.present(topup)
    presentation.present(addCard)
    let replaced = (host.viewController.topViewController.title, topup.viewController.isPresented)
    presentation.dismiss()

    #expect(replaced.0 == "AddCard" && !replaced.1)
    #expect(host.viewController.topViewController === host.viewController)
    #expect(listener.dismissed.isEmpty)
    withExtendedLifetime(renderer) {}
  }

  /// A stack whose root is the host's screen: a navigation controller with the host's screen at
  /// the bottom, shown where the host's view is.
  private func hostViewStack() -> (RIBStack, TerminalNavigationController) {
    let stack = RIBStack(host: host, listener: listener)
    let navigation = TerminalNavigationController(hostView: Screen("Home"))
    navigation.draw(stack.rendering)
    host.viewController.present(navigation)
    return (stack, navigation)
  }

  @Test func pushedScreensStackAboveTheHostAndBackPopsTheTopOneThroughTheStack() async {
    let (stack, navigation) = hostViewStack()
    let (ride, receipt) = (ScreenRouter("Ride"), ScreenRouter("Receipt"))

    stack.push(ride)
    stack.push(receipt)
    let shown = host.viewController.topViewController.title
    await window.run(input: LineInput.script([":back"]))

    #expect(shown == "Receipt")
    #expect(host.viewController.topViewController === ride.viewController)
    #expect(stack.routers.count == 1 && stack.topRouter === ride)
    #expect(host.children.count == 1 && !receipt.interactable.isActive)
    #expect(listener.dismissed == [["Receipt"]])
    #expect(navigation.stack?.id == stack.rendering.id)
  }

  @Test func theRouterPopsWhatTheTerminalShowsAndTheHostCanPopEveryScreen() async {
    let (stack, navigation) = hostViewStack()
    let (ride, receipt) = (ScreenRouter("Ride"), ScreenRouter("Receipt"))
    stack.push(ride)
    stack.push(receipt)

    stack.pop(receipt)  // the router's own pop: nobody is told
    let afterPop = host.viewController.topViewController.title
    await window.run(input: LineInput.script([":back"]))  // the user's, from the first screen

    #expect(afterPop == "Ride")
    #expect(host.viewController.topViewController === navigation)
    #expect(navigation.title == "Home")
    #expect(stack.isEmpty && host.children.isEmpty)
    #expect(listener.dismissed == [["Ride"]])
  }

  /// A flow whose view is a navigation controller that draws its stack, whose first screen is
  /// its root.
  final class FlowRouter: ViewableRouter<Interactor, TerminalNavigationController> {
    let listener = Listener()
    private(set) lazy var stack = RIBStack(host: self, root: .firstScreen, listener: listener)

    init() {
      super.init(interactor: Interactor(), viewController: TerminalNavigationController())
      viewController.draw(stack.rendering)
    }
  }

  @Test func aFlowWhoseFirstScreenIsItsRootPopsAboveItThenGoesAsAWhole() async {
    let presentation = RIBPresentation(host: host, listener: listener)
    let sheet = TerminalModalPresenter(presenter: host.viewController)
    sheet.draw(presentation.rendering)
    let flow = FlowRouter()
    presentation.present(flow)
    flow.stack.push(ScreenRouter("Amount"))
    flow.stack.push(ScreenRouter("Cards"))

    await window.run(input: LineInput.script([":back"]))
    let afterOneBack = (flow.stack.routers.count, host.viewController.topViewController.title)
    await window.run(input: LineInput.script([":back"]))

    #expect(afterOneBack == (1, "Amount"))
    #expect(flow.listener.dismissed == [["Cards"]])
    #expect(listener.dismissed == [["Amount"]])  // the flow, by its title
    #expect(presentation.screen == nil && host.children.isEmpty)
    #expect(host.viewController.topViewController === host.viewController)
    withExtendedLifetime(sheet) {}
  }

  @Test func aTabTheUserTypesIsSelectedInTheModelAndItsScreenShown() async {
    let tabs = RIBTabs<Tab>(.home, .finance, host: host) { tab in
      ScreenRouter(tab == .home ? "Home" : "Finance")
    }
    let tabBar = TerminalTabBarController<Tab> { tab in tab == .home ? "Home" : "Finance" }
    tabBar.draw(tabs.rendering)
    host.viewController.present(tabBar)
    tabs.select(.home)
    let first = tabBar.embeddedViewControllers.map(\.title)

    await window.run(input: LineInput.script(["2", "finance", "1"]))

    #expect(first == ["Home"])
    #expect(tabs.selectedTab == .home)
    #expect(tabBar.embeddedViewControllers.map(\.title) == ["Home"])
    #expect(host.children.count == 2)  // the finance tab stays attached, in its place
    #expect(listener.dismissed.isEmpty)
    #expect(output.text.contains("== Finance ==\nTabs:  1 Home  [2 Finance]"))
  }

  @Test func aSplitsDetailIsShownAboveTheSidebarAndBackLeavesTheItem() async {
    let split = RIBSplit<Tab>(host: host, listener: listener) { tab in
      ScreenRouter(tab == .home ? "Home card" : "Finance card")
    }
    let renderer = TerminalSplitRenderer(split: split.rendering, sidebar: host.viewController)

    split.rendering.userDidSelect(.home, from: split.showing)  // as the sidebar reports a row typed
    split.select(.finance)
    let shown = host.viewController.topViewController.title
    await window.run(input: LineInput.script([":back"]))

    #expect(shown == "Finance card")
    #expect(host.viewController.topViewController === host.viewController)
    #expect(split.selection == nil && host.children.isEmpty)
    #expect(listener.dismissed == [["Finance card"]])
    #expect(renderer.split?.id == split.rendering.id)
  }

  /// A RIB that lists messages and shows the one picked: the middle of three columns.
  final class MailboxRouter: ViewableRouter<Interactor, Screen> {
    let listener = Listener()
    private(set) lazy var split = RIBSplit<Int>(host: self, listener: listener) {
      ScreenRouter("Message \($0)")
    }
    init() { super.init(interactor: Interactor(), viewController: Screen("Inbox")) }
  }

  @Test func threeColumnsAreTwoSplitsEachDrawnAboveItsListAndBackLeavesOneAtATime() async throws {
    let mailboxes = RIBSplit<Tab>(host: host, listener: listener) { _ in MailboxRouter() }
    let renderer = TerminalSplitRenderer(split: mailboxes.rendering, sidebar: host.viewController)
    mailboxes.rendering.userDidSelect(.home, from: mailboxes.showing)
    let inbox = try #require(mailboxes.detailScreen?.router as? MailboxRouter)
    let messages = TerminalSplitRenderer(
      split: inbox.split.rendering, sidebar: inbox.viewController)

    inbox.split.rendering.userDidSelect(2, from: inbox.split.showing)
    let shown = host.viewController.topViewController.title
    await window.run(input: LineInput.script([":back"]))
    let afterOneBack = host.viewController.topViewController.title
    await window.run(input: LineInput.script([":back"]))

    #expect(shown == "Message 2" && afterOneBack == "Inbox")
    #expect(inbox.listener.dismissed == [["Message 2"]])
    #expect(listener.dismissed == [["Inbox"]])
    #expect(host.viewController.topViewController === host.viewController)
    #expect(mailboxes.selection == nil && host.children.isEmpty)
    #expect(renderer.split?.id == mailboxes.rendering.id)
    #expect(messages.split?.id == inbox.split.rendering.id)
  }

  @Test func aDialogsButtonIsPickedByItsNumberAndBackPicksItsCancelButton() async throws {
    let answers = AnswerRecorder()
    let dialogs = RIBDialogPresentation<Answer>(host: host, listener: answers)
    let renderer = TerminalModalPresenter(presenter: host.viewController)
    renderer.draw(dialogs.rendering)
    let removal = RIBDialog<Answer>(
      .confirmationDialog, title: "Remove Visa ****1111?", message: "You can add it again.",
      buttons: [
        .init("Remove", role: .destructive, action: .remove),
        .init("Keep", role: .cancel, action: .keep),
      ])

    dialogs.show(removal)
    await window.run(input: LineInput.script(["3", "1"]))
    dialogs.show(removal)
    await window.run(input: LineInput.script([":back"]))

    #expect(answers.answers == [.remove, .keep])
    #expect(dialogs.shown == nil)
    #expect(host.viewController.topViewController === host.viewController)
    #expect(
      output.text.contains(
        "== Remove Visa ****1111? ==\nYou can add it again.\n  1. Remove\n  2. Keep"))
    #expect(output.text.contains("Type 1-2 for one of the choices."))
    withExtendedLifetime(renderer) {}
  }

  @Test func backClosesADialogWithoutACancelButtonUnansweredAndTheRouterReplacesIt() async {
    let answers = AnswerRecorder()
    let dialogs = RIBDialogPresentation<Answer>(host: host, listener: answers)
    let renderer = TerminalModalPresenter(presenter: host.viewController)
    renderer.draw(dialogs.rendering)

    dialogs.show(RIBDialog(.alert, title: "Saved", buttons: [.init("OK", action: .keep)]))
    dialogs.show(RIBDialog(.alert, title: "Offline", buttons: [.init("Retry", action: .remove)]))
    let shown = host.viewController.topViewController.title
    await window.run(input: LineInput.script([":back"]))

    #expect(shown == "Offline")
    #expect(host.viewController.topViewController === host.viewController)
    #expect(dialogs.shown == nil && answers.answers.isEmpty)
    withExtendedLifetime(renderer) {}
  }
}

enum Answer: Hashable, Sendable { case remove, keep }

/// Hears the answers to a dialog.
@MainActor
final class AnswerRecorder: UserNavigationListener {
  var answers: [Answer] = []
  func userDidChoose(_ action: Answer) { answers.append(action) }
  func userDidDismiss(_ screens: [RIBScreen]) {}
}
