import RIBs
import Testing

@MainActor
final class TestWorker: Worker {
  var events: [String] = []

  override func didStart(_ interactorScope: any InteractorScope) {
    events.append("didStart")
  }

  override func didStop() {
    events.append("didStop")
  }
}

/// A scope that is not an `Interactor`: the worker can only follow its stream.
@MainActor
final class StreamOnlyScope: InteractorScope {
  private var continuations: [AsyncStream<Bool>.Continuation] = []
  var isActive = false {
    didSet { continuations.forEach { $0.yield(isActive) } }
  }

  var isActiveStream: AsyncStream<Bool> {
    let (stream, continuation) = AsyncStream.makeStream(of: Bool.self)
    continuation.yield(isActive)
    continuations.append(continuation)
    return stream
  }
}

@MainActor
@Suite struct WorkerTests {
  @Test func startOnActiveScopeRunsAtOnce() {
    let interactor = TestInteractor()
    interactor.activate()
    let worker = TestWorker()

    worker.start(interactor)

    #expect(worker.isStarted)
    #expect(worker.isRunning)
    #expect(worker.events == ["didStart"])
  }

  @Test func startOnInactiveScopeWaitsForActivation() {
    let interactor = TestInteractor()
    let worker = TestWorker()

    worker.start(interactor)
    #expect(worker.isStarted)
    #expect(worker.events.isEmpty)

    interactor.activate()
    #expect(worker.events == ["didStart"])
  }

  @Test func workerFollowsDeactivationAndReactivationUntilStopped() {
    let interactor = TestInteractor()
    interactor.activate()
    let worker = TestWorker()
    worker.start(interactor)

    interactor.deactivate()
    interactor.activate()
    worker.stop()
    interactor.deactivate()
    interactor.activate()

    #expect(worker.events == ["didStart", "didStop", "didStart", "didStop"])
    #expect(!worker.isStarted)
  }

  @Test func startTwiceBindsOnce() {
    let interactor = TestInteractor()
    interactor.activate()
    let worker = TestWorker()

    worker.start(interactor)
    worker.start(interactor)

    #expect(worker.events == ["didStart"])
  }

  @Test func workerStopsWhenItsRIBIsDetached() {
    let parent = TestRouter(name: "parent")
    let child = TestRouter(name: "child")
    let worker = TestWorker()
    worker.start(child.interactor)
    parent.attachChild(child)

    parent.detachChild(child)

    #expect(worker.events == ["didStart", "didStop"])
  }

  @Test func workerTaskIsCancelledWhenTheWorkerStops() async {
    let interactor = TestInteractor()
    interactor.activate()
    let worker = TestWorker()
    worker.start(interactor)
    let task = worker.task { while !Task.isCancelled { await Task.yield() } }

    interactor.deactivate()

    #expect(task.isCancelled)
    await task.value
  }

  @Test func workerTaskWhileNotRunningIsCancelledAndReported() async {
    let worker = TestWorker()
    var ran = false
    var task: Task<Void, Never>?

    let reports = RIBsDiagnostics.capture { task = worker.task { ran = true } }
    await task?.value

    #expect(reports.map(\.kind) == [.scopeIsInactive])
    #expect(!ran)
  }

  @Test func workerFollowsAScopeThatOnlyOffersAStream() async {
    let scope = StreamOnlyScope()
    let worker = TestWorker()
    worker.start(scope)

    scope.isActive = true
    while worker.events.count < 1 { await Task.yield() }
    scope.isActive = false
    while worker.events.count < 2 { await Task.yield() }

    #expect(worker.events == ["didStart", "didStop"])
    worker.stop()
  }

  @Test func workerDoesNotKeepItsInteractorAlive() {
    let worker = TestWorker()
    weak var weakInteractor: TestInteractor?
    do {
      let interactor = TestInteractor()
      weakInteractor = interactor
      interactor.activate()
      worker.start(interactor)
      interactor.deactivate()
    }
    #expect(weakInteractor == nil)
  }
}
