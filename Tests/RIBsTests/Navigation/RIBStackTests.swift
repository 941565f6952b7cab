import RIBs
import Testing

/// The one contract of a stack of RIBs, whatever draws it: what each change does at the edges, and
/// what is reported.
@MainActor
@Suite struct RIBStackTests {
  let log = EventLog()
  let host = TestScreen(name: "host")
  let listener = DismissalRecorder()
  let stack: RIBStack
  let rooted: RIBStack

  init() {
    host.interactor.activate()
    stack = RIBStack(host: host, listener: listener)
    rooted = RIBStack(host: host, root: .firstScreen, listener: listener)
  }

  private func screens(_ names: String...) -> [TestScreen] {
    names.map { TestScreen(name: $0, log: log) }
  }

  @Test func aPushAttachesTheRouterThenShowsItOnTopAndTellsTheRenderer() {
    var changes: [RIBNavigationChange] = []
    let rendering = stack.addRenderer { changes.append($0) }
    let all = screens("amount", "cards")

    stack.push(all[0])
    stack.push(all[1], animated: false)
    rendering.cancel()
    stack.pop()

    #expect(host.children.names == ["amount"])
    #expect(stack.routers.names == ["amount"])
    #expect(stack.screens.map(\.router).names == ["amount"])
    #expect(changes == [.byRouter(animated: true), .byRouter(animated: false)])
  }

  /// A flow pushed on a shared stack that pushes its first screen, attached to itself, as it
  /// loads.
  ///
  /// It holds the stack weakly: the stack holds it.
  final class FlowScreen: ViewableRouter<TestInteractor, TestViewController> {
    let name: String
    weak var stack: RIBStack?
    let firstRoute: String

    init(name: String, stack: RIBStack, firstRoute: String) {
      self.name = name
      self.stack = stack
      self.firstRoute = firstRoute
      super.init(interactor: TestInteractor(name: name), viewController: TestViewController())
    }

    override func didLoad() {
      super.didLoad()
      stack?.push(TestScreen(name: "\(name) step 1"), route: firstRoute, attachingTo: self)
    }
  }

  @Test func aFlowThatPushesItsFirstScreenAsItLoadsIsBelowIt() {
    let flow = FlowScreen(name: "topup", stack: stack, firstRoute: "topup")

    stack.push(flow, route: "topup")

    #expect(stack.routers.map { ($0 as? FlowScreen)?.name ?? "step" } == ["topup", "step"])
    #expect(stack.screens.map { $0.route(as: String.self) } == ["topup", "topup"])
    #expect(flow.children.count == 1 && host.children.count == 1)
  }

  @Test func popsDetachTopFirstAndEachEdgeIsDefined() {
    let all = screens("amount", "cards", "add")
    all.forEach { stack.push($0) }
    log.clear()

    stack.pop(to: all[0])
    let misuse = RIBsDiagnostics.capture {
      stack.pop(to: TestScreen(name: "stranger"))
      stack.pop(all[2])  // popped already: silently nothing
    }
    stack.pop(all[0])
    let emptyPop = RIBsDiagnostics.capture { stack.pop() }

    #expect(
      log.events == [
        "add.willResignActive", "cards.willResignActive",
        "amount.willResignActive",
      ])
    #expect(
      misuse.map(\.message) == [
        "pop(to:) was given TestScreen, which is not in the navigation stack; nothing changed."
      ])
    #expect(
      emptyPop.map(\.message) == [
        "pop() was called on an empty navigation stack; nothing changed."
      ])
    #expect(stack.isEmpty && host.children.isEmpty)
  }

  @Test func aPopToTheRootKeepsTheFirstScreenOnlyWhenItIsTheRoot() {
    screens("amount", "cards").forEach { stack.push($0) }
    screens("first", "second").forEach { rooted.push($0) }

    stack.popToRoot()
    rooted.popToRoot()
    rooted.popAll()

    #expect(stack.isEmpty)
    #expect(host.children.isEmpty)
    #expect(rooted.isEmpty)
  }

  @Test func aUserPopDetachesTheScreensAboveTheOneNamedAndTellsTheListenerOnce() {
    var changes: [RIBNavigationChange] = []
    let rendering = stack.addRenderer { changes.append($0) }
    let all = screens("amount", "cards", "add")
    all.forEach { stack.push($0) }
    changes.removeAll()
    let amount = stack.screens[0].id

    stack.userDidPop(above: amount)
    stack.userDidPop(above: amount)  // said twice: nothing more

    #expect(listener.dismissed == [["add", "cards"]])
    #expect(host.children.names == ["amount"])
    #expect(changes == [.byUser])
    rendering.cancel()
  }

  @Test func aLateUserPopForAScreenTheRouterPoppedChangesNothing() {
    let all = screens("amount", "cards")
    all.forEach { stack.push($0) }
    let cards = stack.screens[1].id
    stack.pop(to: all[0])
    let replacement = TestScreen(name: "add")
    stack.push(replacement)

    // The renderer reports going back to "cards", which it still showed: it is gone already.
    stack.userDidPop(above: cards)

    #expect(stack.routers.names == ["amount", "add"])
    #expect(replacement.interactor.isActive)
    #expect(listener.dismissed.isEmpty)
  }

  @Test func twoShowingsOfOneRouteAreTwoScreensAndALatePopForTheFirstKeepsTheSecond() {
    enum Route: Codable, Hashable { case card }
    stack.push(TestScreen(name: "amount"))
    stack.push(TestScreen(name: "card"), route: Route.card)
    let first = stack.screens.map(\.id)
    stack.pop()
    stack.push(TestScreen(name: "card again"), route: Route.card)
    let second = stack.screens.map(\.id)

    // SwiftUI's path without the first card, set after the router pushed the second.
    stack.userDidPop(to: [first[0]], from: first)
    // A renderer's back to the first card, which it still showed.
    stack.userDidPop(above: first[1])

    #expect(first[0] == second[0] && first[1] != second[1])
    #expect(stack.routers.names == ["amount", "card again"])
    #expect(listener.dismissed.isEmpty)
  }

  @Test func aPathTheRendererSetDetachesWhatItDroppedAndAStaleOneChangesNothing() {
    let all = screens("amount", "cards", "add")
    all.forEach { stack.push($0) }
    let shown = stack.screens.map(\.id)

    stack.userDidPop(to: [shown[0]], from: shown)
    stack.push(TestScreen(name: "other"))
    // A path SwiftUI made for the three screens, set after the router's push: stale.
    stack.userDidPop(to: [], from: shown)

    #expect(listener.dismissed == [["add", "cards"]])
    #expect(stack.routers.names == ["amount", "other"])
  }

  @Test func aPathThatIsNotTheStartOfTheStackIsReportedAndChangesNothing() {
    let all = screens("amount", "cards")
    all.forEach { stack.push($0) }
    let shown = stack.screens.map(\.id)

    let reports = RIBsDiagnostics.capture {
      stack.userDidPop(to: [shown[1]], from: shown)
      stack.userDidPop(to: shown + [RIBScreen.ID(rawValue: 1)], from: shown)
    }

    #expect(reports.map(\.kind) == [.invalidNavigation, .invalidNavigation])
    #expect(stack.routers.names == ["amount", "cards"])
    #expect(listener.dismissed.isEmpty)
  }

  @Test func theUserCannotPopTheFirstScreenWhenItIsTheRoot() {
    screens("first", "second").forEach { rooted.push($0) }
    screens("amount").forEach { stack.push($0) }

    rooted.userDidPop(above: nil)
    stack.userDidPop(above: nil)
    rooted.push(TestScreen(name: "third"))
    rooted.userDidPop(to: [], from: rooted.screens.map(\.id))

    #expect(rooted.routers.names == ["first"])
    #expect(stack.isEmpty)
    #expect(listener.dismissed == [["second"], ["amount"], ["third"]])
  }

  @Test func aRouterItsParentDetachedLeavesTheStackWithoutASecondDetach() {
    let all = screens("amount", "cards")
    all.forEach { stack.push($0) }
    host.detachChild(all[1])

    let reports = RIBsDiagnostics.capture { stack.pop() }

    #expect(reports.isEmpty)
    #expect(stack.routers.names == ["amount"])
  }

  @Test func aHookThatPopsDuringAPopPopsWhatIsLeft() {
    let all = screens("amount", "cards", "add")
    all.forEach { stack.push($0) }
    all[2].interactor.onWillResignActive = { [stack] in stack.pop() }

    let reports = RIBsDiagnostics.capture { stack.pop() }

    #expect(reports.isEmpty)
    #expect(stack.routers.names == ["amount"])
    #expect(host.children.names == ["amount"])
  }

  @Test func aRouterPushedTwiceOrRefusedByItsParentIsNotShown() {
    let amount = TestScreen(name: "amount")
    let elsewhere = TestScreen(name: "elsewhere")
    let other = TestScreen(name: "other")
    other.attachChild(elsewhere)
    stack.push(amount)

    let reports = RIBsDiagnostics.capture {
      stack.push(amount)
      stack.push(elsewhere)
    }

    #expect(reports.map(\.kind) == [.invalidNavigation, .childHasAnotherParent])
    #expect(stack.routers.names == ["amount"])
    #expect(other.children.names == ["elsewhere"])
  }

  @Test func aScreenPushedByAScreenIsItsChildAndLeavesWithIt() {
    let flow = TestScreen(name: "flow")
    let step = TestScreen(name: "step")
    stack.push(flow)
    stack.push(step, attachingTo: flow)

    stack.pop(flow)

    #expect(flow.children.isEmpty && !step.interactor.isActive)
    #expect(stack.isEmpty && host.children.isEmpty)
  }
}
