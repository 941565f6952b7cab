#if RxSwift
  import Dispatch
  import RIBs
  import RIBsRx
  import RxBlocking
  import RxSwift
  import RxTest
  import Testing

  /// `isActiveStream` and `isStartedStream` as Uber's observables.
  @MainActor
  @Suite struct IsActiveStreamTests {
    @Test func isActiveStreamReplaysTheCurrentValueThenEveryChange() {
      let interactor = RecordingInteractor()
      interactor.activate()
      let observer = TestScheduler(initialClock: 0).createObserver(Bool.self)

      let subscription = interactor.isActiveStream.subscribe(observer)
      interactor.deactivate()
      interactor.activate()
      interactor.activate()  // no change, no element

      #expect(observer.events == [.next(0, true), .next(0, false), .next(0, true)])
      subscription.dispose()
    }

    @Test func isActiveStreamCompletesWhenTheInteractorIsDeallocated() {
      var interactor: RecordingInteractor? = RecordingInteractor()
      interactor?.activate()
      let observer = TestScheduler(initialClock: 0).createObserver(Bool.self)
      let subscription = interactor?.isActiveStream.subscribe(observer)

      // Released while active, it resigns first, as in Uber's RIBs.
      interactor = nil

      #expect(observer.events == [.next(0, true), .next(0, false), .completed(0)])
      subscription?.dispose()
    }

    @Test func isActiveStreamIsDeliveredBeforeDidBecomeActiveRuns() {
      final class Probe: Interactor {
        var seenInDidBecomeActive: [Bool] = []
        var seen: [Bool] = []
        var bag = DisposeBag()

        override func didBecomeActive() {
          super.didBecomeActive()
          seenInDidBecomeActive = seen
        }
      }
      let interactor = Probe()
      interactor.isActiveStream
        .subscribe(onNext: { [weak interactor] in interactor?.seen.append($0) })
        .disposed(by: interactor.bag)

      interactor.activate()

      #expect(interactor.seenInDidBecomeActive == [false, true])
    }

    @Test func firstElementBlocksNothing() throws {
      let interactor = RecordingInteractor()
      interactor.activate()

      #expect(try interactor.isActiveStream.toBlocking().first() == true)
    }

    @Test func disposingStopsTheElements() {
      let interactor = RecordingInteractor()
      let observer = TestScheduler(initialClock: 0).createObserver(Bool.self)

      interactor.isActiveStream.subscribe(observer).dispose()
      interactor.activate()

      #expect(observer.events == [.next(0, false)])
    }

    @Test func aScopeThatReportsNothingEmitsItsStateAndCompletes() throws {
      let mock = UnfollowedInteractorMock()
      mock.activate()
      let scope: any InteractorScope = mock

      // RIBsRx's own isActiveStream, through the protocol: the mock's state, once.
      #expect(try scope.isActiveStream.toBlocking().toArray() == [true])
    }

    @Test func aMockThatObservesItsActivenessIsFollowed() {
      let mock = SubjectInteractorMock()
      let scope: any InteractorScope = mock
      let observer = TestScheduler(initialClock: 0).createObserver(Bool.self)
      let subscription = scope.isActiveStream.subscribe(observer)

      mock.activate()
      mock.deactivate()

      #expect(observer.events == [.next(0, false), .next(0, true), .next(0, false)])
      subscription.dispose()
    }

    @Test func aWorkerBoundToAnObservingMockFollowsItsSubject() {
      let mock = SubjectInteractorMock()
      let worker = RecordingWorker()

      worker.start(mock)
      #expect(!worker.isRunning)
      mock.activate()
      #expect(worker.isRunning)
      mock.deactivate()

      #expect(worker.runs == 1)
      #expect(worker.stops == 1)
      #expect(!worker.isRunning)
    }

    @Test func aWorkerBoundToAMockWithoutTheConformanceReadsItOnce() {
      let mock = UnfollowedInteractorMock()
      let worker = RecordingWorker()

      worker.start(mock)
      mock.activate()

      #expect(worker.runs == 0)
    }

    @Test func isStartedStreamReplaysChangesAndCompletesWithTheWorker() {
      var worker: RecordingWorker? = RecordingWorker()
      let interactor = RecordingInteractor()
      let observer = TestScheduler(initialClock: 0).createObserver(Bool.self)
      let subscription = worker?.isStartedStream.subscribe(observer)

      worker?.start(interactor)
      worker?.start(interactor)  // started already: no element
      worker?.stop()
      worker = nil

      #expect(
        observer.events == [.next(0, false), .next(0, true), .next(0, false), .completed(0)])
      subscription?.dispose()
    }
  }
#endif
