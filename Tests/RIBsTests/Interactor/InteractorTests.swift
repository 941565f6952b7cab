import Foundation
import RIBs
import RIBsTestFixtures
import RIBsTesting
import Testing

@MainActor
@Suite struct InteractorTests {
  @Test func activateMakesActiveThenCallsDidBecomeActive() {
    let interactor = TestInteractor()
    var activenessSeenInDidBecomeActive: Bool?
    interactor.onDidBecomeActive = { [unowned interactor] in
      activenessSeenInDidBecomeActive = interactor.isActive
    }

    interactor.activate()

    #expect(interactor.isActive)
    #expect(activenessSeenInDidBecomeActive == true)
    #expect(interactor.didBecomeActiveCount == 1)
  }

  @Test func activateAndDeactivateAreIdempotent() {
    let interactor = TestInteractor()
    interactor.deactivate()
    #expect(interactor.willResignActiveCount == 0)

    interactor.activate()
    interactor.activate()
    #expect(interactor.didBecomeActiveCount == 1)

    interactor.deactivate()
    interactor.deactivate()
    #expect(interactor.willResignActiveCount == 1)
    #expect(!interactor.isActive)
  }

  @Test func willResignActiveRunsWhileStillActive() {
    let interactor = TestInteractor()
    var activenessSeenInWillResign: Bool?
    interactor.onWillResignActive = { [unowned interactor] in
      activenessSeenInWillResign = interactor.isActive
    }
    interactor.activate()

    interactor.deactivate()

    #expect(activenessSeenInWillResign == true)
    #expect(!interactor.isActive)
  }

  @Test func isActiveStreamReplaysCurrentValueThenChanges() async {
    let interactor = TestInteractor()
    interactor.activate()
    var iterator = interactor.isActiveStream.makeAsyncIterator()

    #expect(await iterator.next() == true)
    interactor.deactivate()
    interactor.activate()
    #expect(await iterator.next() == false)
    #expect(await iterator.next() == true)
  }

  @Test func isActiveStreamFinishesWhenInteractorIsDeallocated() async {
    var interactor: TestInteractor? = TestInteractor()
    let stream = interactor!.isActiveStream
    interactor = nil

    var values: [Bool] = []
    for await value in stream { values.append(value) }

    #expect(values == [false])
  }

  @Test func eachStreamHasItsOwnConsumer() async {
    let interactor = TestInteractor()
    var first = interactor.isActiveStream.makeAsyncIterator()
    var second = interactor.isActiveStream.makeAsyncIterator()
    interactor.activate()

    #expect(await first.next() == false)
    #expect(await first.next() == true)
    #expect(await second.next() == false)
    #expect(await second.next() == true)
  }

  @Test func scopedTaskIsCancelledOnDeactivate() async {
    let interactor = TestInteractor()
    interactor.activate()
    let started = AsyncStream.makeStream(of: Void.self)
    let task = interactor.task {
      started.continuation.yield()
      await untilCancelled()
    }
    var startedIterator = started.stream.makeAsyncIterator()
    await startedIterator.next()
    #expect(!task.isCancelled)

    interactor.deactivate()

    #expect(task.isCancelled)
    await task.value
  }

  @Test func scopedTaskOnInactiveInteractorIsCancelledAndReported() async {
    let interactor = TestInteractor()
    var ran = false
    var task: Task<Void, Never>?

    let reports = RIBsDiagnostics.capture {
      task = interactor.task { ran = true }
    }
    await task?.value

    #expect(task?.isCancelled == true)
    #expect(!ran)
    #expect(reports.map(\.kind) == [.scopeIsInactive])
    #expect(reports.first?.message.contains("TestInteractor") == true)
  }

  @Test func boundTaskIsCancelledOnDeactivate() async {
    let interactor = TestInteractor()
    interactor.activate()
    // As Uber's: the task comes back, to keep or to await.
    let task = Task<Void, Never> { await untilCancelled() }
      .cancelOnDeactivate(interactor: interactor)

    interactor.deactivate()

    #expect(task.isCancelled)
    await task.value
  }

  @Test func scopedTaskOfOneActivationDoesNotOutliveIt() async {
    let interactor = TestInteractor()
    interactor.activate()
    let first = interactor.task { await untilCancelled() }
    interactor.deactivate()
    interactor.activate()
    let second = interactor.task { await untilCancelled() }

    #expect(first.isCancelled)
    #expect(!second.isCancelled)
    interactor.deactivate()
    #expect(second.isCancelled)
  }

  @Test func finishedScopedTaskDoesNotKeepTheInteractor() async {
    weak var weakInteractor: TestInteractor?
    do {
      let interactor = TestInteractor()
      weakInteractor = interactor
      interactor.activate()
      await interactor.task {}.value
      interactor.deactivate()
    }
    #expect(weakInteractor == nil)
  }

  @Test func presentableInteractorKeepsItsPresenter() {
    final class TestPresenter: Presentable {}
    let presenter = TestPresenter()
    let interactor = PresentableInteractor(presenter: presenter)
    #expect(interactor.presenter === presenter)
  }

  @Test func presenterThatOutlivesItsInteractorIsReportedAsALeak() async {
    final class LeakyPresenter: Presentable {}
    let leaks = LeakRecorder()
    let presenter = LeakyPresenter()
    LeakDetector.withInstance(leaks.detector) {
      _ = PresentableInteractor(presenter: presenter)
    }

    await leaks.advance(bySeconds: LeakDefaultExpectationTime.deallocation)

    #expect(leaks.leaks.map(\.kind) == [.objectLeaked])
    #expect(leaks.leaks.first?.message.contains("LeakyPresenter") == true)
  }

  @Test func presenterThatIsTheViewIsLeftToItsRouter() async {
    let leaks = LeakRecorder()
    let view = TestViewController()
    LeakDetector.withInstance(leaks.detector) {
      _ = PresentableInteractor(presenter: view)
    }

    #expect(leaks.detector.status == .didComplete)
    _ = view
  }

  @Test func processWideLeakDetectorIsUsedOutsideAScopedOne() async {
    /// A type only this test uses: tests running meanwhile may use the process-wide detector too.
    final class ProcessWideProbe: Interactor {}
    let leaks = LeakRecorder()
    let kept = ProcessWideProbe()
    LeakDetector.setInstance(leaks.detector)
    do { _ = Router(interactor: kept) }
    LeakDetector.setInstance(nil)

    await leaks.advance(by: .seconds(1))

    #expect(leaks.leaks.contains { $0.message.contains("ProcessWideProbe") })
    #expect(LeakDetector.instance !== leaks.detector)
  }

  /// Off the main actor an interactor's hooks cannot run: its release while active is reported.
  ///
  /// In a process of its own, whose diagnostics handler ends it: the report is made on the main
  /// actor after the release, from no task this test could await.
  @Test func interactorReleasedWhileActiveOffTheMainActorIsReported() async {
    await #expect(processExitsWith: .success) {
      await MainActor.run {
        RIBsDiagnostics.handler = { diagnostic in
          let expected =
            diagnostic.kind == .interactorReleasedWhileActiveOffMainActor
            && diagnostic.message.hasPrefix("TestInteractor was released while active")
          // Without exit handlers: under AddressSanitizer the leak check at exit fails now and then in a
          // child whose threads are still winding down, with a bare status 1 (.ci/check-sanitizers).
          _exit(expected ? EXIT_SUCCESS : EXIT_FAILURE)
        }
      }
      var interactor: TestInteractor? = await MainActor.run {
        let interactor = TestInteractor()
        interactor.activate()
        return interactor
      }
      let (release, releaseNow) = AsyncStream.makeStream(of: Void.self)
      // The detached task holds the last reference, and drops it off the main actor.
      let task = Task.detached { [interactor] in
        for await _ in release { break }
        _ = interactor
      }
      interactor = nil
      releaseNow.yield()
      await task.value
      // Only if no report comes: a failure, not a wait for the report.
      try? await Task.sleep(for: .seconds(60))
      exit(EXIT_FAILURE)
    }
  }

  #if DEBUG
    /// A debug build stops at a main-actor call from another thread, saying what was called.
    ///
    /// What a Swift 5-mode client can write without a diagnostic.
    @Test func activatingOffTheMainActorStopsADebugBuild() async throws {
      let result = try #require(
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
          let interactor = await MainActor.run { TestInteractor() }
          let activate: @MainActor () -> Void = { interactor.activate() }
          // As Swift 5 code calls it: with no isolation the compiler knows of.
          let call = unsafeBitCast(activate, to: (@Sendable () -> Void).self)
          await Task.detached { call() }.value
        })
      let errors = String(decoding: result.standardErrorContent, as: UTF8.self)
      #expect(errors.contains("activate() was called on TestInteractor off the main actor"))
    }
  #endif
}
