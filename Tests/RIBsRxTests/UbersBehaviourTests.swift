#if RxSwift
  import RIBs
  import RIBsRx
  import RIBsTesting
  import RxSwift
  import RxTest
  import Testing

  /// Where Uber's RIBs behaves in a way its apps' tests can see, RIBsRx behaves the same.
  @MainActor
  @Suite struct UbersBehaviourTests {
    // MARK: disposeWith(workflow:)

    @Test func aSubscriptionDisposedWithTheWorkflowOutlivesItsCompletionUntilItsDisposal() {
      let workflow = CountingWorkflow<Void>()
      let ticks = PublishSubject<Int>()
      var seen: [Int] = []
      let subscription =
        workflow
        .onStep { [unowned workflow] _ -> Observable<((), ())> in
          ticks.subscribe(onNext: { seen.append($0) }).disposeWith(workflow: workflow)
          return .just(((), ()))
        }
        .commit()
        .subscribe(())
      #expect(workflow.completeCallCount == 1)

      ticks.onNext(1)  // after the workflow completed, as in Uber's RIBs
      subscription.dispose()
      ticks.onNext(2)

      #expect(seen == [1])
      #expect(!ticks.hasObservers)
    }

    /// How a test scopes a workflow's subscription to an interactor's activation.
    enum Scoping: CaseIterable, CustomStringConvertible {
      case disposeOnDeactivate
      case cancelOnDeactivate

      var description: String { self == .disposeOnDeactivate ? "RIBsRx's" : "the core's" }
    }

    @Test(arguments: Scoping.allCases)
    func aCompletedWorkflowScopedToAnActivationEndsWhatWasDisposedWithIt(_ scoping: Scoping) {
      let interactor = RecordingInteractor()
      interactor.activate()
      let workflow = CountingWorkflow<Void>()
      let ticks = PublishSubject<Int>()
      let subscription =
        workflow
        .onStep { [unowned workflow] _ -> Observable<((), ())> in
          ticks.subscribe().disposeWith(workflow: workflow)
          return .just(((), ()))
        }
        .commit()
        .subscribe(())
      switch scoping {
      case .disposeOnDeactivate: subscription.disposeOnDeactivate(interactor: interactor)
      case .cancelOnDeactivate: subscription.cancelOnDeactivate(interactor: interactor)
      }
      #expect(workflow.completeCallCount == 1)
      #expect(ticks.hasObservers)

      interactor.deactivate()

      #expect(!ticks.hasObservers)
    }

    // MARK: Workers

    @Test func aStartedWorkerReleasedStopsSaysSoAndDisposesItsSubscriptions() {
      let interactor = RecordingInteractor()
      interactor.activate()
      var worker: RecordingWorker? = RecordingWorker()
      let ticks = PublishSubject<Int>()
      worker!.onStart = { [unowned worker = worker!] _ in
        ticks.subscribe().disposeOnStop(worker)
      }
      worker!.start(interactor)
      let observer = TestScheduler(initialClock: 0).createObserver(Bool.self)
      let started: Observable<Bool> = worker!.isStartedStream
      let subscription = started.subscribe(observer)
      var stops = 0
      worker!.onStop = { stops += 1 }

      worker = nil

      #expect(stops == 1)
      #expect(!ticks.hasObservers)
      #expect(observer.events == [.next(0, true), .next(0, false), .completed(0)])
      subscription.dispose()
    }

    @Test func stopDisposesTheWorkersSubscriptionsBeforeDidStop() {
      let interactor = RecordingInteractor()
      interactor.activate()
      let worker = RecordingWorker()
      let ticks = PublishSubject<Int>()
      worker.onStart = { [unowned worker] _ in ticks.subscribe().disposeOnStop(worker) }
      var observedAtDidStop: Bool?
      worker.onStop = { observedAtDidStop = ticks.hasObservers }
      worker.start(interactor)

      worker.stop()

      #expect(observedAtDidStop == false)
    }

    // MARK: Forked workflows

    @Test func anErrorInOneForkedChainEndsOnlyThatChainAndIsReportedForIt() {
      let workflow = CountingWorkflow<Int>()
      let pending = PublishSubject<((), ())>()
      var finished: [String] = []
      let shared = workflow.onStep { number -> Observable<(Int, ())> in .just((number, ())) }
      shared
        .onStep { _, _ -> Observable<((), ())> in pending.asObservable() }
        .onStep { _, _ -> Observable<((), ())> in
          finished.append("main")
          return .just(((), ()))
        }
        .commit()
      let fork: Step<Int, Int, ()>? = shared.asObservable().fork(workflow)
      fork?.onStep { _, _ -> Observable<((), ())> in .error(StepError()) }.commit()

      let subscription = workflow.subscribe(1)
      #expect(workflow.errors.count == 1)
      #expect(!subscription.hasEnded)
      pending.onNext(((), ()))

      #expect(finished == ["main"])
      #expect(workflow.errors.count == 1)
      #expect(workflow.completeCallCount == 1)
      #expect(subscription.hasEnded)
    }

    @Test func anErrorBeforeTheForkIsReportedForEachChain() {
      let workflow = CountingWorkflow<Int>()
      let failing = workflow.onStep { _ -> Observable<(Int, ())> in .error(StepError()) }
      failing.onStep { _, _ -> Observable<((), ())> in .just(((), ())) }.commit()
      let fork: Step<Int, Int, ()>? = failing.asObservable().fork(workflow)
      fork?.onStep { _, _ -> Observable<((), ())> in .just(((), ())) }.commit()

      workflow.subscribe(1)

      #expect(workflow.errors.count == 2)
      #expect(workflow.completeCallCount == 0)
    }

    @Test func didCompleteComesWithTheFirstChainToComplete() {
      let workflow = CountingWorkflow<Void>()
      let pending = PublishSubject<((), ())>()
      let shared = workflow.onStep { _ -> Observable<((), ())> in .just(((), ())) }
      shared.onStep { _, _ -> Observable<((), ())> in pending.asObservable() }.commit()
      shared.onStep { _, _ -> Observable<((), ())> in .just(((), ())) }.commit()

      let subscription = workflow.subscribe(())
      #expect(workflow.completeCallCount == 1)
      #expect(!subscription.hasEnded)
      pending.onNext(((), ()))

      #expect(workflow.completeCallCount == 1)
      #expect(subscription.hasEnded)
    }

    @Test func subscribingBeforeCommitRunsNothingAndIsReported() {
      let workflow = CountingWorkflow<Void>()
      var ran = false
      _ = workflow.onStep { _ -> Observable<((), ())> in
        ran = true
        return .just(((), ()))
      }

      let reports = RIBsDiagnostics.capture { workflow.subscribe(()).dispose() }

      #expect(reports.map(\.kind) == [.workflowNotCommitted])
      #expect(!ran)
      #expect(workflow.completeCallCount == 0)
    }

    @Test func asObservableSharesOneRunOfItsStepPerRun() {
      let workflow = CountingWorkflow<Int>()
      var runs = 0
      let step = workflow.onStep { number -> Observable<(Int, ())> in
        runs += 1
        return .just((number, ()))
      }
      step.commit()
      for _ in 0..<2 {
        let fork: Step<Int, Int, ()>? = step.asObservable().fork(workflow)
        fork?.commit()
      }

      workflow.subscribe(1)
      #expect(runs == 1)
      workflow.subscribe(2)

      #expect(runs == 2)
    }

    // MARK: Streams

    @Test func anOnNextThatChangesTheStateItIsHandedSeesTheChange() {
      let interactor = RecordingInteractor()
      interactor.activate()
      var seen: [Bool] = []
      let stream: Observable<Bool> = interactor.isActiveStream

      let subscription = stream.subscribe(onNext: { isActive in
        seen.append(isActive)
        if isActive { interactor.deactivate() }
      })

      #expect(seen == [true, false])
      subscription.dispose()
    }

    @Test func aStatusOnNextThatAddsAnExpectationSeesTheChange() {
      let detector = LeakDetector(clock: ManualClock(), isEnabled: true) { _ in }
      let object = RecordingInteractor()
      var seen: [LeakDetectionStatus] = []
      let status: Observable<LeakDetectionStatus> = detector.status

      let subscription = status.subscribe(onNext: { status in
        seen.append(status)
        if status == .DidComplete, seen.count == 1 {
          detector.expectDeallocate(object: object, inTime: 1)
        }
      })

      #expect(seen == [.DidComplete, .InProgress])
      subscription.dispose()
    }

    /// Deliberately not Uber's: a disabled detector records nothing (at no cost), so its status
    /// stays `.DidComplete`; Uber's counted expectations and only printed its leaks.
    @Test func aDisabledDetectorsStatusStaysDidComplete() {
      let detector = LeakDetector(clock: ManualClock(), isEnabled: false)
      let observer = TestScheduler(initialClock: 0).createObserver(LeakDetectionStatus.self)
      let subscription = detector.status.subscribe(observer)

      detector.expectDeallocate(object: RecordingInteractor(), inTime: 1)

      #expect(observer.events == [.next(0, .DidComplete)])
      subscription.dispose()
    }
  }
#endif
