import RIBs
import RIBsTestFixtures
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

/// A hand-written mock that says when it changes, as a ModernRIBs mock does with its
/// `isActiveStream` subject: `ActivenessReporting`, implemented with public API.
@MainActor
final class ReportingHandWrittenMock: Interactable, ActivenessReporting {
  var isActive = false {
    didSet { if isActive != oldValue { reports.forEach { $0(isActive) } } }
  }
  private var reports: [@MainActor (Bool) -> Void] = []

  func activate() { isActive = true }
  func deactivate() { isActive = false }

  func reportActivenessChanges(to report: @escaping @MainActor (Bool) -> Void) -> RIBsObservation {
    reports.append(report)
    let index = reports.count - 1
    return RIBsObservation { [weak self] in self?.reports[index] = { _ in } }
  }
}

/// Mocks and interactors take the same path through the tree, in the same order.
///
/// The router's node drives each, and tree events and the subtree see the same steps. A worker bound to the
/// interactable follows it if it says when it changes (an `Interactor`, an `ActivenessReporting`
/// mock); one bound to a mock that does not sees its state when it starts, as in Uber's RIBs.
@MainActor
@Suite struct MockInteractablePathTests {
  /// What one attach, one detach and one re-attach of a RIB whose interactable is `interactable`
  /// look like from outside: tree events and the RIB's child, and a worker bound to the
  /// interactable.
  private func journey(of interactable: any Interactable) -> (tree: [String], worker: [String]) {
    let log = EventLog()
    let workerLog = EventLog()
    let parent = TestRouter(name: "parent")
    parent.interactor.activate()
    let rib = Router(interactor: interactable)
    let child = TestRouter(name: "child", log: log)
    let worker = LoggingWorker(log: workerLog)
    worker.start(interactable)
    let observation = RIBTreeEvents.addObserver(forSubtreeOf: parent) { event in
      log.record("\(event.kind) \(event.router.name)")
      workerLog.record("\(event.kind) \(event.router.name)")
    }
    defer { observation.cancel() }

    parent.attachChild(rib)
    rib.attachChild(child)
    parent.detachChild(rib)
    parent.attachChild(rib)
    log.record("rib active: \(interactable.isActive), child active: \(child.interactor.isActive)")
    worker.stop()
    return (log.events, workerLog.events.filter { $0.hasPrefix("worker.") })
  }

  @Test func aHandWrittenMockAndAnInteractorTakeTheSameSteps() {
    let mock = HandWrittenInteractableMock()

    let withInteractor = journey(of: Interactor())
    let withMock = journey(of: mock)
    let withReportingMock = journey(of: ReportingHandWrittenMock())
    let withTestSupportMock = journey(of: InteractableMock())

    #expect(
      withInteractor.tree == [
        "attach Router", "activate Router", "load Router",
        "attach Test", "activate Test", "child.didBecomeActive", "load Test", "child.didLoad",
        "deactivate Router", "child.willResignActive", "deactivate Test", "detach Router",
        // Attached again: parent first, and no second load.
        "attach Router", "activate Router", "activate Test", "child.didBecomeActive",
        "rib active: true, child active: true",
      ])
    #expect(withMock.tree == withInteractor.tree)
    #expect(withReportingMock.tree == withInteractor.tree)
    #expect(withTestSupportMock.tree == withInteractor.tree)
    // Attached twice; detached once, let go by its parent, then by its own router, each of
    // which deactivates it whatever it says its state is.
    #expect(mock.activateCallCount == 2)
    #expect(mock.deactivateCallCount == 3)
  }

  @Test func aWorkerFollowsAMockThatReportsItsChangesAsItFollowsAnInteractor() {
    let withInteractor = journey(of: Interactor())

    #expect(
      withInteractor.worker == [
        "worker.didStart", "worker.didStop", "worker.didStart", "worker.didStop",
      ])
    #expect(journey(of: ReportingHandWrittenMock()).worker == withInteractor.worker)
    #expect(journey(of: InteractableMock()).worker == withInteractor.worker)
    // A mock that says nothing: the worker started while it was inactive never runs.
    #expect(journey(of: HandWrittenInteractableMock()).worker.isEmpty)
  }

  @Test func aMockThatReportsItsChangesWakesAWaitingWorkerWhenItsRouterActivatesIt() {
    let mock = ReportingHandWrittenMock()
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
    #expect(log.events == ["worker.didStart", "worker.didStop"])
  }

  @Test func aRouterFollowsAMockThatReportsAChangeItDidNotMake() {
    let mock = ReportingHandWrittenMock()
    let parent = TestRouter(name: "parent")
    parent.interactor.activate()
    let rib = Router(interactor: mock)
    let child = TestRouter(name: "child")
    parent.attachChild(rib)
    rib.attachChild(child)

    mock.isActive = false
    #expect(!child.interactor.isActive)

    mock.isActive = true
    #expect(child.interactor.isActive)
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
