import RIBs
import RIBsTesting
import Testing

/// A mock as a team migrating from Uber's RIBs or ModernRIBs writes it: the protocol's members and
/// nothing else, no bookkeeping for the framework.
@MainActor
final class HandWrittenInteractableMock: Interactable {
  var isActive = false
  var activateCallCount = 0
  var deactivateCallCount = 0

  func activate() {
    activateCallCount += 1
    isActive = true
  }

  func deactivate() {
    deactivateCallCount += 1
    isActive = false
  }
}

/// Mocks and interactors take the same path through the tree, in the same order: the router's node
/// drives each, and what follows the interactable (tree events, the subtree, workers) sees the
/// same steps.
@MainActor
@Suite struct MockInteractablePathTests {
  /// What one attach, one detach and one re-attach of a RIB whose interactable is `interactable`
  /// look like from outside: tree events, a worker bound to the interactable, and the RIB's child.
  private func journey(of interactable: any Interactable) -> [String] {
    let log = EventLog()
    let parent = TestRouter(name: "parent")
    parent.interactor.activate()
    let rib = Router(interactor: interactable)
    let child = TestRouter(name: "child", log: log)
    let worker = LoggingWorker(log: log)
    worker.start(interactable)
    let observation = RIBTreeEvents.addObserver(forSubtreeOf: parent) { event in
      log.record("\(event.kind) \(event.router.name)")
    }
    defer { observation.cancel() }

    parent.attachChild(rib)
    rib.attachChild(child)
    parent.detachChild(rib)
    parent.attachChild(rib)
    log.record("rib active: \(interactable.isActive), child active: \(child.interactor.isActive)")
    worker.stop()
    return log.events
  }

  @Test func aHandWrittenMockAndAnInteractorSeeTheSameSteps() {
    let mock = HandWrittenInteractableMock()

    let withMock = journey(of: mock)
    let withInteractor = journey(of: Interactor())
    let withTestSupportMock = journey(of: InteractableMock())

    #expect(withMock == withInteractor)
    #expect(withTestSupportMock == withInteractor)
    #expect(
      withInteractor == [
        "attach Router", "activate Router", "worker.didStart", "load Router",
        "attach Test", "activate Test", "child.didBecomeActive", "load Test", "child.didLoad",
        "deactivate Router", "worker.didStop", "child.willResignActive", "deactivate Test",
        "detach Router",
        // Attached again: parent first, and no second load.
        "attach Router", "activate Router", "worker.didStart", "activate Test",
        "child.didBecomeActive",
        "rib active: true, child active: true",
        "worker.didStop",
      ])
    // Attached twice, detached once and released (which deactivates it) once.
    #expect(mock.activateCallCount == 2)
    #expect(mock.deactivateCallCount == 2)
  }

  @Test func aHandWrittenMockActivatedByItsRouterWakesAWaitingWorker() {
    let mock = HandWrittenInteractableMock()
    let router = Router(interactor: mock)
    let log = EventLog()
    let worker = LoggingWorker(log: log)
    worker.start(mock)

    let parent = TestRouter(name: "parent")
    parent.interactor.activate()
    parent.attachChild(router)

    #expect(log.events == ["worker.didStart"])
    #expect(worker.isRunning)
    worker.stop()
  }
}

/// A worker that records when it runs.
@MainActor
final class LoggingWorker: Worker {
  let log: EventLog

  init(log: EventLog) {
    self.log = log
  }

  override func didStart(_ interactorScope: any InteractorScope) {
    log.record("worker.didStart")
  }

  override func didStop() {
    log.record("worker.didStop")
  }
}
