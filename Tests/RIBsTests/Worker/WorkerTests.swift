import Foundation
import RIBs
import RIBsTestFixtures
import RIBsTesting
import Testing

@MainActor
final class TestWorker: Worker {
  var events: [String] = []

  override func didStart(_ interactorScope: any InteractorScope) {
    events.append("didStart")
  }

  var onDidStop: () -> Void = {}

  override func didStop() {
    events.append("didStop")
    onDidStop()
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
    let task = worker.task { await untilCancelled() }

    interactor.deactivate()

    #expect(task.isCancelled)
    await task.value
  }

  @Test func aTaskOfItsOwnIsScopedToTheWorkersRunAndReturned() async {
    let interactor = TestInteractor()
    interactor.activate()
    let worker = TestWorker()
    worker.start(interactor)

    let task = Task { await untilCancelled() }.cancelOnStop(worker)
    #expect(!task.isCancelled)
    worker.stop()

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

  @Test func workerFollowsAMockScopeSynchronouslyLikeAnInteractor() {
    let scope = InteractableMock()
    let worker = TestWorker()
    worker.start(scope)

    scope.activate()
    #expect(worker.events == ["didStart"])
    scope.isActive = false
    #expect(worker.events == ["didStart", "didStop"])
    worker.stop()
    scope.activate()

    #expect(worker.events == ["didStart", "didStop"])
  }

  @Test func workerStartsBeforeItsInteractorsDidBecomeActiveAsInUbersRIBs() {
    let interactor = TestInteractor()
    let worker = TestWorker()
    worker.start(interactor)
    interactor.onDidBecomeActive = { worker.events.append("interactor.didBecomeActive") }

    interactor.activate()

    #expect(worker.events == ["didStart", "interactor.didBecomeActive"])
  }

  @Test func isStartedStreamReplaysThenFollowsStartAndStop() async {
    let interactor = TestInteractor()
    let worker = TestWorker()
    var iterator = worker.isStartedStream.makeAsyncIterator()

    worker.start(interactor)
    worker.stop()

    #expect(await iterator.next() == false)
    #expect(await iterator.next() == true)
    #expect(await iterator.next() == false)
  }

  @Test func stopCancelsTheRunsWorkBeforeDidStopAsInUbersRIBs() async {
    let interactor = TestInteractor()
    interactor.activate()
    let worker = TestWorker()
    worker.start(interactor)
    let task = worker.task { await untilCancelled() }
    var cancelledBeforeDidStop: Bool?
    worker.onDidStop = { cancelledBeforeDidStop = task.isCancelled }

    worker.stop()

    #expect(cancelledBeforeDidStop == true)
    await task.value
  }

  @Test func workerReleasedWhileRunningStopsFirstAsInUbersRIBs() async {
    let interactor = TestInteractor()
    interactor.activate()
    var worker: TestWorker? = TestWorker()
    worker!.start(interactor)
    var started = worker!.isStartedStream.makeAsyncIterator()
    let task = worker!.task { await untilCancelled() }
    var events: [String] = []
    worker!.onDidStop = { events.append(task.isCancelled ? "didStop after cancel" : "didStop") }

    worker = nil

    #expect(events == ["didStop after cancel"])
    #expect(await started.next() == true)
    #expect(await started.next() == false)
    #expect(await started.next() == nil)
    await task.value
    // Its observation of the interactor went with it.
    interactor.deactivate()
    interactor.activate()
    #expect(events == ["didStop after cancel"])
  }

  @Test func workerReleasedWhileStartedAndWaitingSaysItStopped() async {
    let interactor = TestInteractor()
    var worker: TestWorker? = TestWorker()
    worker!.start(interactor)
    var started = worker!.isStartedStream.makeAsyncIterator()

    worker = nil

    #expect(await started.next() == true)
    #expect(await started.next() == false)
    #expect(await started.next() == nil)
  }

  /// Off the main actor a worker's hooks cannot run: its release while started is reported.
  @Test func workerReleasedWhileStartedOffTheMainActorIsReported() async {
    await #expect(processExitsWith: .success) {
      await MainActor.run {
        RIBsDiagnostics.handler = { diagnostic in
          let expected =
            diagnostic.kind == .workerReleasedWhileStartedOffMainActor
            && diagnostic.message.hasPrefix("TestWorker was released while started")
          // Without exit handlers, as in InteractorTests.
          _exit(expected ? EXIT_SUCCESS : EXIT_FAILURE)
        }
      }
      var worker: TestWorker? = await MainActor.run {
        let worker = TestWorker()
        worker.start(TestInteractor())
        return worker
      }
      let (release, releaseNow) = AsyncStream.makeStream(of: Void.self)
      // The detached task holds the last reference, and drops it off the main actor.
      let task = Task.detached { [worker] in
        for await _ in release { break }
        _ = worker
      }
      worker = nil
      releaseNow.yield()
      await task.value
      // Only if no report comes: a failure, not a wait for the report.
      try? await Task.sleep(for: .seconds(60))
      exit(EXIT_FAILURE)
    }
  }

  @Test func workerReleasedWhileStartedLeavesTheInteractorSafe() {
    let interactor = TestInteractor()
    do {
      let worker = TestWorker()
      worker.start(interactor)
    }
    // The released worker's observer stays behind as a no-op until the interactor goes away.
    interactor.activate()
    interactor.deactivate()
    #expect(!interactor.isActive)
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
