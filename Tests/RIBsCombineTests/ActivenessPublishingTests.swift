import RIBs
import RIBsCombine
import RIBsTesting
import Testing

#if canImport(Combine)
  import Combine
#else
  import OpenCombine
#endif

/// ModernRIBs' own `InteractorMock`, whose activeness a test changes through its publisher, with
/// the one line a migrated app adds: the `ActivenessPublishing` conformance.
@MainActor
final class PublishingInteractorMock: Interactable, ActivenessPublishing {
  var isActive: Bool { active.value }
  var isActiveStream: AnyPublisher<Bool, Never> {
    // Weak: the framework's subscription must not keep the mock.
    active.handleEvents(
      receiveSubscription: { [weak self] _ in self?.subscriptions += 1 },
      receiveCancel: { [weak self] in self?.cancellations += 1 }
    ).eraseToAnyPublisher()
  }
  private let active = CurrentValueSubject<Bool, Never>(false)
  /// How many subscriptions to `isActiveStream` began, and how many were cancelled.
  private(set) var subscriptions = 0
  private(set) var cancellations = 0
  func activate() { active.send(true) }
  func deactivate() { active.send(false) }
}

/// A mock that adds the conformance but forgets its own `isActiveStream`: RIBsCombine's, which
/// follows the framework's observation of the mock, stands in for it.
@MainActor
final class SilentPublishingMock: Interactable, ActivenessPublishing {
  var isActive = false
  func activate() { isActive = true }
  func deactivate() { isActive = false }
}

@MainActor
final class CountingWorker: Worker {
  private(set) var didStartCallCount = 0
  private(set) var didStopCallCount = 0
  override func didStart(_ interactorScope: any InteractorScope) {
    super.didStart(interactorScope)
    didStartCallCount += 1
  }
  override func didStop() {
    super.didStop()
    didStopCallCount += 1
  }
}

@MainActor
@Suite struct ActivenessPublishingTests {
  /// ModernRIBs' `test_didStart_onceOnly_boundToInteractor`, step by step.
  @Test func aWorkerFollowsAMockThatPublishesItsActiveness() {
    let worker = CountingWorker()
    let interactor = PublishingInteractorMock()

    worker.start(interactor)
    #expect(worker.isStarted)
    #expect((worker.didStartCallCount, worker.didStopCallCount) == (0, 0))

    interactor.activate()
    #expect((worker.didStartCallCount, worker.didStopCallCount) == (1, 0))

    interactor.deactivate()
    #expect(worker.isStarted)
    #expect((worker.didStartCallCount, worker.didStopCallCount) == (1, 1))

    worker.start(interactor)
    #expect((worker.didStartCallCount, worker.didStopCallCount) == (1, 1))

    interactor.activate()
    #expect((worker.didStartCallCount, worker.didStopCallCount) == (2, 1))

    worker.stop()
    #expect(!worker.isStarted)
    #expect((worker.didStartCallCount, worker.didStopCallCount) == (2, 2))

    worker.stop()
    #expect((worker.didStartCallCount, worker.didStopCallCount) == (2, 2))
  }

  @Test func aPublisherAndWorkBoundToTheMockFollowItToo() {
    let interactor = PublishingInteractorMock()
    var seen: [Bool] = []
    let subscription = interactor.isActivePublisher.sink { seen.append($0) }
    interactor.activate()
    interactor.activate()  // publishes true again: no change
    interactor.deactivate()
    #expect(seen == [false, true, false])
    subscription.cancel()
  }

  @Test func aRouterThatDrivesTheMockTellsItsObserversOnce() async {
    let leaks = LeakRecorder()
    let interactor = PublishingInteractorMock()
    let worker = CountingWorker()
    worker.start(interactor)
    LeakDetector.withInstance(leaks.detector) {
      let parent = RecordingRouter()
      parent.interactor.activate()
      parent.attachChild(Router(interactor: interactor))
      #expect(interactor.isActive)
      #expect(worker.didStartCallCount == 1)

      parent.detachChild(parent.children[0])
      #expect(!interactor.isActive)
      #expect(worker.didStopCallCount == 1)
    }
    worker.stop()
  }

  @Test func eachObserverHoldsItsOwnSubscriptionUntilItStops() {
    let interactor = PublishingInteractorMock()
    let first = CountingWorker()
    let second = CountingWorker()
    first.start(interactor)
    second.start(interactor)
    #expect((interactor.subscriptions, interactor.cancellations) == (2, 0))

    first.stop()
    #expect(interactor.cancellations == 1)
    interactor.activate()
    #expect((first.didStartCallCount, second.didStartCallCount) == (0, 1))

    second.stop()
    #expect((interactor.subscriptions, interactor.cancellations) == (2, 2))
    interactor.deactivate()
    #expect(second.didStopCallCount == 1)  // from `stop()`, not from the mock
  }

  @Test func aMockWithoutItsOwnStreamIsReportedAndReadOnceNotFollowedForever() {
    let mock = SilentPublishingMock()
    mock.isActive = true
    let worker = CountingWorker()
    let reports = RIBsDiagnostics.capture { worker.start(mock) }

    #expect(reports.map(\.kind) == [.activenessReportsAreCircular])
    #expect(reports.first?.message.contains("SilentPublishingMock") == true)
    #expect(worker.didStartCallCount == 1)  // its state when the worker started
    mock.deactivate()
    #expect(worker.didStopCallCount == 0)  // nothing reports the change
    worker.stop()
    #expect(worker.didStopCallCount == 1)
  }
}
