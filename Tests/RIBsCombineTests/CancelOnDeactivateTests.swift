import RIBs
import RIBsCombine
import RIBsTesting
import Testing

#if canImport(Combine)
  import Combine
#else
  import OpenCombine
#endif

@MainActor
@Suite struct CancelOnDeactivateTests {
  @Test func subscriptionEndsWhenTheInteractorDeactivates() {
    let interactor = RecordingInteractor()
    interactor.activate()
    let subject = PassthroughSubject<Int, Never>()
    subject.sink { [weak interactor] in interactor?.received.append($0) }
      .cancelOnDeactivate(interactor: interactor)

    subject.send(1)
    interactor.deactivate()
    subject.send(2)

    #expect(interactor.received == [1])
  }

  @Test func subscriptionBoundWhileTheWorkOfAnActivationEndsEndsWithIt() {
    let interactor = RecordingInteractor()
    interactor.activate()
    var lateSubscriptionCancelled = false
    // Cancelling the first subscription binds a second one to the interactor that is resigning.
    AnyCancellable { [unowned interactor] in
      AnyCancellable { lateSubscriptionCancelled = true }
        .cancelOnDeactivate(interactor: interactor)
    }
    .cancelOnDeactivate(interactor: interactor)

    let reports = RIBsDiagnostics.capture { interactor.deactivate() }

    #expect(lateSubscriptionCancelled)
    #expect(reports.isEmpty)
    #expect(!interactor.isActive)
  }

  @Test func subscriptionOnAnInactiveInteractorIsCancelledAndReported() {
    let interactor = RecordingInteractor()
    let subject = PassthroughSubject<Int, Never>()

    let reports = RIBsDiagnostics.capture {
      subject.sink { [weak interactor] in interactor?.received.append($0) }
        .cancelOnDeactivate(interactor: interactor)
    }
    subject.send(1)

    #expect(reports.map(\.kind) == [.scopeIsInactive])
    #expect(interactor.received.isEmpty)
  }

  @Test func resubscribingAfterReactivationDelivers() {
    let interactor = RecordingInteractor()
    let subject = PassthroughSubject<Int, Never>()
    interactor.activate()
    subject.sink { [weak interactor] in interactor?.received.append($0) }
      .cancelOnDeactivate(interactor: interactor)
    interactor.deactivate()

    interactor.activate()
    subject.sink { [weak interactor] in interactor?.received.append($0) }
      .cancelOnDeactivate(interactor: interactor)
    subject.send(3)

    #expect(interactor.received == [3])
  }

  @Test func interactorCapturedByItsOwnSubscriptionIsDeallocatedAfterDetach() {
    let parent = RecordingRouter()
    let stream = CurrentValuePublisher(0)
    weak var weakInteractor: RecordingInteractor?
    LeakDetector.withInstance(LeakDetector(isEnabled: false)) {
      let child = RecordingRouter()
      let interactor = child.interactor
      weakInteractor = interactor
      parent.attachChild(child)
      // A strong capture of the interactor: a cycle until the activation ends.
      stream.sink { interactor.received.append($0) }.cancelOnDeactivate(interactor: interactor)
      stream.send(1)
      #expect(interactor.received == [0, 1])
      parent.detachChild(child)
    }

    #expect(weakInteractor == nil)
  }

  @Test func workerSubscriptionEndsWhenTheWorkerStops() {
    let interactor = RecordingInteractor()
    interactor.activate()
    let subject = PassthroughSubject<Int, Never>()
    var received: [Int] = []
    let worker = RecordingWorker()
    worker.onStart = { [unowned worker] _ in
      subject.sink { received.append($0) }.cancelOnStop(worker)
    }
    worker.start(interactor)

    subject.send(1)
    interactor.deactivate()
    subject.send(2)
    interactor.activate()
    subject.send(3)
    worker.stop()
    subject.send(4)

    #expect(received == [1, 3])
  }

  @Test func workerSubscriptionWhileNotRunningIsCancelledAndReported() {
    let worker = RecordingWorker()
    let subject = PassthroughSubject<Int, Never>()
    var received: [Int] = []

    let reports = RIBsDiagnostics.capture {
      subject.sink { received.append($0) }.cancelOnStop(worker)
    }
    subject.send(1)

    #expect(reports.map(\.kind) == [.scopeIsInactive])
    #expect(received.isEmpty)
  }

  /// The leak checker (`swift test --sanitize=address`) once found 32 bytes left by this path.
  @Test func subscriptionCancelledDuringTheActivationThatBoundItLeavesNothingBehind() {
    final class Captured {}
    let interactor = RecordingInteractor()
    let subject = PassthroughSubject<Int, Never>()
    weak var weakCaptured: Captured?
    let worker = RecordingWorker()
    worker.onStart = { [unowned interactor] _ in
      let captured = Captured()
      weakCaptured = captured
      let subscription = subject.sink { _ in _ = captured }
      subscription.cancelOnDeactivate(interactor: interactor)
      // Cancelled by its owner while the interactor is still activating.
      subscription.cancel()
    }
    worker.start(interactor)

    interactor.activate()
    #expect(worker.isStarted)
    interactor.deactivate()

    #expect(weakCaptured == nil)
  }

  /// ModernRIBs code keeps what `cancelOnDeactivate` returns, as any `Cancellable`, to cancel it
  /// early.
  @Test func theScopedSubscriptionIsReturnedToCancelEarly() {
    let interactor = RecordingInteractor()
    interactor.activate()
    let subject = PassthroughSubject<Int, Never>()
    var received: [Int] = []
    let worker = RecordingWorker()
    var fromWorker: (any Cancellable)?
    worker.onStart = { [unowned worker] _ in
      fromWorker = subject.sink { received.append($0 * 10) }.cancelOnStop(worker)
    }
    worker.start(interactor)
    let kept: any Cancellable = subject.sink { received.append($0) }
      .cancelOnDeactivate(interactor: interactor)

    subject.send(1)
    kept.cancel()
    fromWorker?.cancel()
    subject.send(2)

    #expect(received.sorted() == [1, 10])
  }
}
