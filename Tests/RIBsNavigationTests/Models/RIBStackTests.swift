import RIBs
@_spi(NavigationModels) import RIBsNavigation
import RIBsTestFixtures
import RIBsTesting
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
    var seenByRenderer: [[String]] = []
    let renderer = ChangeRecorder(following: stack)
    // Weakly: the stack keeps this closure, which would otherwise keep the stack.
    stack.addRenderer(renderer) { [weak stack] _, _ in
      seenByRenderer.append(stack?.routers.map { ($0 as? TestScreen)?.name ?? "?" } ?? [])
    }
    let all = screens("amount", "cards")

    stack.push(all[0])
    stack.push(all[1], animated: false)
    stack.pop()

    #expect(host.children.names == ["amount"])
    #expect(stack.routers.map { ($0 as? TestScreen)?.name } == ["amount"])
    #expect(
      renderer.changes == [
        .byRouter(animated: true), .byRouter(animated: false), .byRouter(animated: true),
      ])
    // Attached, then shown: the renderer sees the pushed RIB active.
    #expect(seenByRenderer == [["amount"], ["amount", "cards"], ["amount"]])
    #expect(all[1].interactor.didBecomeActiveCount == 1)
  }

  @Test func aRendererThatGoesIsNoLongerCalledAndWhatItsClosureKeptIsReleasedAtTheNextChange() {
    /// Something the render closure keeps, whose release shows the closure is gone.
    final class Kept {}
    var renderer: ChangeRecorder?
    weak var weakKept: Kept?
    do {
      let recorder = ChangeRecorder(following: stack)
      let kept = Kept()
      weakKept = kept
      stack.addRenderer(recorder) { _, _ in _ = kept }
      renderer = recorder
    }
    weak let gone = renderer
    stack.push(TestScreen(name: "amount"))
    #expect(renderer?.changes.count == 1)

    renderer = nil
    let keptWhileUnchanged = weakKept != nil
    stack.pop()

    #expect(gone == nil)
    #expect(keptWhileUnchanged && weakKept == nil)
    #expect(stack.rendererCount == 0)
  }

  @Test func aCancelledObservationEndsAtOnce() {
    final class Kept {}
    let renderer = ChangeRecorder(following: stack)
    var kept: Kept? = Kept()
    weak let weakKept = kept
    let observation = stack.addRenderer(renderer) { [kept] _, _ in _ = kept }
    kept = nil

    observation.cancel()
    stack.push(TestScreen(name: "amount"))

    #expect(weakKept == nil)
    #expect(renderer.changes.count == 1)
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
    #expect(stack.screens.map(\.id.rawValue) == [1, 2])
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
    #expect(rooted.routers.count == 1)
    rooted.popAll()

    #expect(stack.isEmpty)
    #expect(host.children.isEmpty)
    #expect(rooted.isEmpty)
  }

  @Test func aUserPopDetachesTheScreensAboveTheOneNamedAndTellsTheListenerOnce() {
    let renderer = ChangeRecorder(following: stack)
    let all = screens("amount", "cards", "add")
    all.forEach { stack.push($0) }
    renderer.clear()
    let amount = stack.screens[0].id
    let top = stack.showing

    stack.rendering.userDidPop(to: amount, from: top)
    // Said twice: the stack shows another top now.
    stack.rendering.userDidPop(to: amount, from: top)

    #expect(listener.dismissed == [["add", "cards"]])
    #expect(host.children.names == ["amount"])
    #expect(renderer.changes == [.byUser])
  }

  @Test func aReportThatKeepsEveryScreenChangesNothing() {
    screens("amount", "cards").forEach { stack.push($0) }

    stack.rendering.userDidPop(to: stack.showing, from: stack.showing)

    #expect(stack.routers.count == 2)
    #expect(listener.dismissed.isEmpty)
  }

  @Test func aLateUserPopChangesNothing() {
    let all = screens("amount", "cards")
    all.forEach { stack.push($0) }
    let shownTop = stack.showing
    stack.pop(to: all[0])
    let replacement = TestScreen(name: "add")
    stack.push(replacement)

    // The renderer reports going back to "amount" from "cards", which it still showed.
    stack.rendering.userDidPop(to: stack.screens[0].id, from: shownTop)

    #expect(stack.routers.map { ($0 as? TestScreen)?.name } == ["amount", "add"])
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
    stack.rendering.userDidSetPath([first[0]], from: first[1])
    // A renderer's back from the first card, which it still showed.
    stack.rendering.userDidPop(to: first[0], from: first[1])

    #expect(first[0] == second[0] && first[1] != second[1])
    #expect(stack.routers.map { ($0 as? TestScreen)?.name } == ["amount", "card again"])
    #expect(listener.dismissed.isEmpty)
  }

  @Test func aPathTheRendererSetDetachesWhatItDroppedAndAStaleOneChangesNothing() {
    let all = screens("amount", "cards", "add")
    all.forEach { stack.push($0) }
    let shown = stack.screens.map(\.id)

    stack.rendering.userDidSetPath([shown[0]], from: shown[2])
    stack.push(TestScreen(name: "other"))
    // A path SwiftUI made while "add" was on top, set after the router's push: stale.
    stack.rendering.userDidSetPath([], from: shown[2])

    #expect(listener.dismissed == [["add", "cards"]])
    #expect(stack.routers.map { ($0 as? TestScreen)?.name } == ["amount", "other"])
  }

  @Test func aPathThatIsNotTheStartOfTheStackIsReportedAndChangesNothing() {
    let all = screens("amount", "cards")
    all.forEach { stack.push($0) }
    let shown = stack.screens.map(\.id)

    let reports = RIBsDiagnostics.capture {
      stack.rendering.userDidSetPath([shown[1]], from: shown[1])
      stack.rendering.userDidSetPath(shown + [RIBScreen.ID(rawValue: 99)], from: shown[1])
    }

    #expect(reports.map(\.kind) == [.invalidNavigation, .invalidNavigation])
    #expect(stack.routers.count == 2)
    #expect(listener.dismissed.isEmpty)
  }

  @Test func theUserCannotPopTheFirstScreenWhenItIsTheRoot() {
    screens("first", "second").forEach { rooted.push($0) }
    screens("amount").forEach { stack.push($0) }

    rooted.rendering.userDidPop(to: nil, from: rooted.showing)
    stack.rendering.userDidPop(to: nil, from: stack.showing)
    rooted.push(TestScreen(name: "third"))
    rooted.rendering.userDidSetPath([], from: rooted.showing)

    #expect(rooted.routers.map { ($0 as? TestScreen)?.name } == ["first"])
    #expect(stack.isEmpty)
    #expect(listener.dismissed == [["second"], ["amount"], ["third"]])
  }

  @Test func aPathOfTheScreensAboveTheRootIsSetAsSwiftUISetsIt() {
    screens("first", "second", "third").forEach { rooted.push($0) }
    let rendering = rooted.rendering
    let pushed = rendering.pushedScreens.map(\.id)

    rendering.userDidSetPushedScreens(Array(pushed.dropLast()), from: rendering.showing)

    #expect(rendering.rootScreen?.id == rooted.screens.first?.id && pushed.count == 2)
    #expect(rooted.routers.map { ($0 as? TestScreen)?.name } == ["first", "second"])
    #expect(stack.rendering.rootScreen == nil && stack.rendering.pushedScreens.isEmpty)
    #expect(listener.dismissed == [["third"]])
  }

  @Test func aRouterTheHostDetachesLeavesWithTheScreensAboveAndTheRenderersAreTold() {
    let all = screens("amount", "cards", "add")
    all.forEach { stack.push($0) }
    let renderer = ChangeRecorder(following: stack)
    log.clear()

    let reports = RIBsDiagnostics.capture {
      host.detachChild(all[1])
      stack.pop(all[1])  // gone already: nothing, silently
    }

    #expect(reports.isEmpty)
    #expect(stack.routers.map { ($0 as? TestScreen)?.name } == ["amount"])
    #expect(host.children.names == ["amount"])
    #expect(log.events == ["cards.willResignActive", "add.willResignActive"])
    #expect(renderer.changes == [.byRouter(animated: true)])
    #expect(listener.dismissed.isEmpty)
  }

  @Test func aHookThatPopsDuringAPopPopsWhatIsLeft() {
    let all = screens("amount", "cards", "add")
    all.forEach { stack.push($0) }
    all[2].interactor.onWillResignActive = { [stack] in stack.pop() }
    log.clear()

    let reports = RIBsDiagnostics.capture { stack.pop() }

    #expect(reports.isEmpty)
    #expect(stack.routers.map { ($0 as? TestScreen)?.name } == ["amount"])
    #expect(host.children.names == ["amount"])
    // The top first, each once.
    #expect(log.events == ["add.willResignActive", "cards.willResignActive"])
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
    #expect(stack.routers.count == 1)
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

  @Test func aScreenItsOwnParentDetachesLeavesTheSharedStack() {
    let flow = TestScreen(name: "flow")
    let step = TestScreen(name: "step")
    stack.push(flow)
    stack.push(step, attachingTo: flow)

    flow.detachChild(step)

    #expect(stack.routers.count == 1)
    #expect(host.children.names == ["flow"])
  }

  @Test func theHostsTabPickedAgainPopsToTheRootAndTellsTheListener() {
    screens("amount", "cards").forEach { stack.push($0) }
    screens("first", "second").forEach { rooted.push($0) }
    let renderer = ChangeRecorder(following: stack)

    stack.userDidReselectHost()
    rooted.userDidReselectHost()

    #expect(stack.isEmpty)
    #expect(rooted.routers.count == 1)
    #expect(listener.dismissed == [["cards", "amount"], ["second"]])
    #expect(renderer.changes == [.byRouter(animated: true)])
  }

  @Test func aStackWhoseHostIsGoneChangesNothingAndSaysSo() {
    var host: TestScreen? = TestScreen(name: "gone")
    let orphan = RIBStack(host: host!, listener: listener)
    host = nil

    let reports = RIBsDiagnostics.capture { orphan.push(TestScreen(name: "amount")) }

    #expect(reports.map(\.kind) == [.invalidNavigation])
    #expect(reports.first?.message.contains("after its host router was deallocated") == true)
    #expect(orphan.isEmpty)
  }

  @Test func routersPoppedByTheUserAreReleasedAndTheLeakDetectorStaysQuiet() async {
    let leaks = LeakRecorder()
    weak var weakCards: TestScreen?
    weak var weakCardsInteractor: TestInteractor?
    LeakDetector.withInstance(leaks.detector) {
      let all = screens("amount", "cards")
      weakCards = all[1]
      weakCardsInteractor = all[1].interactor
      all.forEach { stack.push($0) }
    }

    stack.rendering.userDidPop(to: stack.screens[0].id, from: stack.showing)
    await leaks.clock.advance(by: .seconds(6))

    #expect(weakCards == nil && weakCardsInteractor == nil)
    #expect(leaks.expectationCount > 0)
    #expect(leaks.leaks.isEmpty)
  }

  @Test func anInteractorKeptAfterItsRouterWasPoppedIsReportedAsALeak() async {
    let leaks = LeakRecorder()
    var kept: TestInteractor?
    LeakDetector.withInstance(leaks.detector) {
      let all = screens("amount", "cards")
      kept = all[1].interactor
      all.forEach { stack.push($0) }
    }

    stack.rendering.userDidPop(to: stack.screens[0].id, from: stack.showing)
    await leaks.clock.advance(by: .seconds(6))

    #expect(leaks.leaks.map(\.kind) == [.objectLeaked])
    #expect(kept != nil)
  }
}
