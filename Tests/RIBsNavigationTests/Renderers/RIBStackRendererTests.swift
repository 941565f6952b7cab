import RIBs
import RIBsNavigation
import RIBsTestFixtures
import Testing

/// Every decision a stack's renderer makes, run against a recording container: what it shows,
/// which change of the container is the user's pop, and what a redraw does.
@MainActor
@Suite struct RIBStackRendererTests {
  let host = TestScreen(name: "host")
  let listener = DismissalRecorder()
  let stack: RIBStack
  let container = RecordingStackContainer()
  let hostView = FakeView(name: "host view")
  let renderer: RIBStackRenderer<RecordingStackContainer>

  init() {
    host.interactor.activate()
    stack = RIBStack(host: host, listener: listener)
    renderer = RIBStackRenderer(container: container, hostView: hostView) { $0.fakeView }
  }

  @Test func theContainerShowsTheHostsViewThenEachScreenAnimatedAsTheRouterSaid() {
    renderer.draw(stack.rendering)
    stack.push(TestScreen(name: "amount"))
    stack.push(TestScreen(name: "cards"), animated: false)
    stack.pop()

    #expect(
      container.calls == [
        "show [host view]",
        "show [host view, amount] animated",
        "show [host view, amount, cards]",
        "show [host view, amount] animated",
      ])
  }

  @Test func aStackDrawnTwiceIsDrawnOncePerChange() {
    renderer.draw(stack.rendering)
    renderer.draw(stack.rendering)

    stack.push(TestScreen(name: "amount"))

    #expect(container.calls == ["show [host view]", "show [host view, amount] animated"])
    #expect(stack.rendererCount == 1)
  }

  @Test func aShorterStackInTheContainerIsTheUsersPopNamedByTheTopItShowed() {
    renderer.draw(stack.rendering)
    ["amount", "cards", "add"].forEach { stack.push(TestScreen(name: $0)) }

    container.shownViews.removeLast(2)  // the back button pressed twice, a long press on it
    renderer.containerDidChange()

    #expect(listener.dismissed == [["add", "cards"]])
    #expect(host.children.names == ["amount"])
    // The container shows what the stack shows: nothing more to draw, nothing animated.
    #expect(container.calls.count == 4)
  }

  @Test func aCancelledBackSwipeChangesNothing() {
    renderer.draw(stack.rendering)
    stack.push(TestScreen(name: "amount"))

    renderer.containerDidChange()

    #expect(listener.dismissed.isEmpty && stack.screens.count == 1)
    #expect(container.calls.count == 2)
  }

  @Test func aPopTheStackRefusesIsUndoneOnScreen() {
    let rooted = RIBStack(host: host, root: .firstScreen, listener: listener)
    let flowContainer = RecordingStackContainer()
    let flow = RIBStackRenderer(container: flowContainer) { $0.fakeView }
    flow.draw(rooted.rendering)
    rooted.push(TestScreen(name: "first"))

    flowContainer.shownViews = []  // a container that let the user pop the root
    flow.containerDidChange()

    #expect(rooted.screens.count == 1 && listener.dismissed.isEmpty)
    #expect(flowContainer.calls.last == "show [first] animated")
  }

  @Test func viewsThatTheStackDidNotGiveAreReportedAndReplaced() {
    renderer.draw(stack.rendering)
    stack.push(TestScreen(name: "amount"))
    container.shownViews.append(FakeView(name: "pushed behind the router's back"))

    let reports = RIBsDiagnostics.capture { renderer.containerDidChange() }

    #expect(reports.map(\.kind) == [.invalidNavigation])
    #expect(container.calls.last == "show [host view, amount] animated")
    #expect(stack.screens.count == 1 && listener.dismissed.isEmpty)
  }

  @Test func theFirstScreenRootHasNoHostViewBelowAndAMismatchIsReported() {
    let rooted = RIBStack(host: host, root: .firstScreen, listener: listener)
    let flowContainer = RecordingStackContainer()
    let flow = RIBStackRenderer(container: flowContainer) { $0.fakeView }

    let mismatch = RIBsDiagnostics.capture { renderer.draw(rooted.rendering) }
    flow.draw(rooted.rendering)
    rooted.push(TestScreen(name: "first"))

    #expect(mismatch.map(\.kind) == [.invalidNavigation])
    #expect(flowContainer.calls == ["show [first] animated"])
  }

  @Test func aScreenWithoutAViewIsLeftOut() {
    let renderer = RIBStackRenderer(container: container, hostView: hostView) { screen in
      screen.fakeView?.name == "hidden" ? nil : screen.fakeView
    }
    renderer.draw(stack.rendering)

    stack.push(TestScreen(name: "hidden"))
    stack.push(TestScreen(name: "shown"))

    #expect(container.calls.last == "show [host view, shown] animated")
  }
}
