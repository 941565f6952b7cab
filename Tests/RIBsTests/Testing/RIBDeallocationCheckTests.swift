import RIBs
import RIBsTestFixtures
import RIBsTesting
import Testing

/// A viewable RIB whose interactor presents through its view, as most RIBs do.
@MainActor
private final class ScreenInteractor: PresentableInteractor<TestViewController> {}

@MainActor
private final class ScreenRouter: ViewableRouter<ScreenInteractor, TestViewController> {
  init() {
    let view = TestViewController()
    super.init(interactor: ScreenInteractor(presenter: view), viewController: view)
  }
}

@MainActor
@Suite struct RIBDeallocationCheckTests {
  @Test func aDetachedAndReleasedRIBAndItsSubtreeAreGone() {
    let leaks = LeakRecorder()
    LeakDetector.withInstance(leaks.detector) {
      let parent = TestRouter(name: "parent")
      parent.interactor.activate()
      var child: ScreenRouter? = ScreenRouter()
      child?.attachChild(TestRouter(name: "grandchild"))
      parent.attachChild(child!)
      let check = RIBDeallocationCheck(of: child!)

      parent.detachChild(child!)
      child = nil

      #expect(check.isDeallocated)
      check.expectDeallocated()
    }
  }

  @Test func aRIBStillAttachedNamesItsParent() {
    let parent = TestRouter(name: "parent")
    parent.interactor.activate()
    let child = ScreenRouter()
    parent.attachChild(child)
    let check = RIBDeallocationCheck(of: child)

    #expect(
      check.survivors.map(\.description) == [
        "ScreenRouter (the router) is still alive: it is still attached to TestRouter: detach it.",
        "ScreenInteractor (the interactor) is still alive: kept by its router ScreenRouter, which "
          + "is still alive.",
        "TestViewController (the view) is still alive: kept by its router ScreenRouter, which is "
          + "still alive.",
      ])
    withKnownIssue { check.expectDeallocated() }
  }

  @Test func anInteractorKeptFromOutsideTheTreeIsNamed() {
    let leaks = LeakRecorder()
    LeakDetector.withInstance(leaks.detector) {
      var router: ScreenRouter? = ScreenRouter()
      let check = RIBDeallocationCheck(of: router!)
      // A closure that keeps the interactor, as a subscription that captures it strongly does.
      let keeper = { [interactor = router!.interactor] in _ = interactor }

      router = nil

      #expect(
        check.survivors.map(\.description) == [
          "ScreenInteractor (the interactor) is still alive: nothing in the RIB tree keeps it: a "
            + "reference from outside it does (a workflow's step, a task, a closure that captures "
            + "it strongly, a stored property, the test itself).",
          "TestViewController (the view) is still alive: kept by its interactor ScreenInteractor "
            + "as its presenter, and the interactor is still alive.",
        ])
      withExtendedLifetime(keeper) {}
    }
  }

  /// The RIB a workflow waits on stays until the workflow ends: a test waits for that signal, not
  /// for a number of turns.
  @Test func aRIBAWorkflowWaitsOnIsGoneOnceTheWorkflowHasEnded() async {
    let leaks = LeakRecorder()
    await LeakDetector.withInstance(leaks.detector) {
      var router: TestRouter? = TestRouter(name: "root")
      let check = RIBDeallocationCheck(of: router!)
      let workflow = Workflow<TestInteractor>()
      workflow.onStep { (root: TestInteractor) -> (Void, Void) in
        await untilCancelled()
        throw CancellationError()
      }
      .commit()
      let subscription = workflow.subscribe(router!.interactor)

      router = nil
      subscription.cancel()
      await subscription.waitUntilEnded()

      check.expectDeallocated()
    }
  }
}
