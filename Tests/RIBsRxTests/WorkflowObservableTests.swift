#if RxSwift
  import Dispatch
  import RIBs
  import RIBsRx
  import RxSwift
  import Testing

  /// Workflows written as in Uber's RIBs: steps return `Observable<(Item, Value)>`.
  @MainActor
  @Suite struct WorkflowObservableTests {
    @Test func stepsWhoseObservablesEmitAtOnceRunBeforeSubscribeReturns() {
      let workflow = CountingWorkflow<Int>()
      var trace: [String] = []
      let subscription: any Disposable =
        workflow
        .onStep { number -> Observable<(Int, String)> in
          trace.append("first \(number)")
          return .just((number * 2, "doubled"))
        }
        .onStep { number, note -> Observable<((), ())> in
          trace.append("second \(number) \(note)")
          return .just(((), ()))
        }
        .commit()
        .subscribe(21)

      #expect(trace == ["first 21", "second 42 doubled"])
      #expect(workflow.completeCallCount == 1)
      #expect(workflow.errors.isEmpty)
      subscription.dispose()
    }

    @Test func theFirstElementContinuesAndTheRestAreIgnored() {
      let workflow = CountingWorkflow<Void>()
      let items = PublishSubject<(Int, Int)>()
      var received: [Int] = []
      workflow
        .onStep { _ in items.asObservable() }
        .onStep { item, _ -> Observable<((), ())> in
          received.append(item)
          return .just(((), ()))
        }
        .commit()
        .subscribe(())

      items.onNext((1, 0))
      items.onNext((2, 0))

      #expect(received == [1])
      #expect(!items.hasObservers)
    }

    @Test func anErrorEndsTheWorkflowAndReachesOnError() {
      let workflow = CountingWorkflow<Void>()
      var ranAfterError = false
      var seenByOnError: [any Error] = []
      workflow
        .onStep { _ -> Observable<((), ())> in .error(StepError()) }
        .onError { seenByOnError.append($0) }
        .onStep { _, _ -> Observable<((), ())> in
          ranAfterError = true
          return .just(((), ()))
        }
        .commit()
        .subscribe(())

      #expect(!ranAfterError)
      #expect(seenByOnError.count == 1)
      #expect(workflow.errors.first is StepError)
      #expect(workflow.completeCallCount == 0)
    }

    @Test func anObservableThatCompletesEmptyEndsTheChainAsFinished() {
      let workflow = CountingWorkflow<Void>()
      var ranNext = false
      workflow
        .onStep { _ -> Observable<((), ())> in .empty() }
        .onStep { _, _ -> Observable<((), ())> in
          ranNext = true
          return .just(((), ()))
        }
        .commit()
        .subscribe(())

      #expect(!ranNext)
      #expect(workflow.completeCallCount == 1)
    }

    @Test func aStepWaitsForItsInteractorToBeActive() {
      let workflow = CountingWorkflow<RecordingInteractor>()
      let root = RecordingInteractor()
      var ran = false
      workflow
        .onStep { (interactor: RecordingInteractor) -> Observable<((), ())> in
          ran = true
          return .just(((), ()))
        }
        .commit()
        .subscribe(root)

      #expect(!ran)
      root.activate()

      #expect(ran)
      #expect(workflow.completeCallCount == 1)
    }

    @Test func disposingTheSubscriptionEndsTheWorkflowWithoutHooks() {
      let workflow = CountingWorkflow<Void>()
      let items = PublishSubject<((), ())>()
      let subscription =
        workflow
        .onStep { _ in items.asObservable() }
        .commit()
        .subscribe(())

      subscription.dispose()
      items.onNext(((), ()))

      #expect(!items.hasObservers)
      #expect(workflow.completeCallCount == 0)
      #expect(workflow.errors.isEmpty)
    }

    @Test func aWorkflowScopedToAnInteractorEndsWhenItDeactivates() {
      let workflow = CountingWorkflow<Void>()
      let root = RecordingInteractor()
      root.activate()
      let items = PublishSubject<((), ())>()
      workflow
        .onStep { _ in items.asObservable() }
        .commit()
        .subscribe(())
        .disposeOnDeactivate(interactor: root)

      root.deactivate()

      #expect(!items.hasObservers)
    }

    @Test func aWorkflowSubscriptionGoesInADisposeBag() {
      let items = PublishSubject<((), ())>()
      var bag: DisposeBag? = DisposeBag()
      let workflow = CountingWorkflow<Void>()
      workflow.onStep { _ in items.asObservable() }.commit().subscribe(()).disposed(by: bag!)

      bag = nil

      #expect(!items.hasObservers)
    }

    @Test func aStepAsAnObservableForksTheWorkflow() {
      let workflow = CountingWorkflow<Int>()
      var branches: [String] = []
      let shared = workflow.onStep { number -> Observable<(Int, ())> in .just((number + 1, ())) }
      shared
        .onStep { number, _ -> Observable<((), ())> in
          branches.append("left \(number)")
          return .just(((), ()))
        }
        .commit()
      let fork: Step<Int, Int, ()>? = shared.asObservable().fork(workflow)
      fork?
        .onStep { number, _ -> Observable<((), ())> in
          branches.append("right \(number)")
          return .just(((), ()))
        }
        .commit()

      workflow.subscribe(1)

      #expect(workflow.forkCallCount == 1)
      #expect(branches.sorted() == ["left 2", "right 2"])
      #expect(workflow.completeCallCount == 1)
    }

    @Test func forkingAnObservableOfTheWrongTypeGivesNil() {
      let workflow = CountingWorkflow<Int>()
      let fork: Step<Int, Int, String>? = Observable.just(1).fork(workflow)

      #expect(fork == nil)
      #expect(workflow.forkCallCount == 0)
    }

    @Test func asObservableDeliversAResultProducedAlready() throws {
      let workflow = CountingWorkflow<Int>()
      let step = workflow.onStep { number -> Observable<(Int, String)> in .just((number, "one")) }
      var results: [String] = []
      step.onStep { _, _ -> Observable<((), ())> in
        _ = step.asObservable().subscribe(onNext: { results.append("\($0.0) \($0.1)") })
        return .just(((), ()))
      }
      .commit()

      workflow.subscribe(1)

      #expect(results == ["1 one"])
    }

    @Test func aSubscriptionDisposedWithItsWorkflowEnds() {
      let workflow = CountingWorkflow<Void>()
      let ticks = PublishSubject<Int>()
      let pending = PublishSubject<((), ())>()
      var seen: [Int] = []
      let subscription =
        workflow
        .onStep { [unowned workflow] _ -> Observable<((), ())> in
          ticks.subscribe(onNext: { seen.append($0) }).disposeWith(workflow: workflow)
          return pending.asObservable()
        }
        .commit()
        .subscribe(())

      ticks.onNext(1)
      subscription.dispose()
      ticks.onNext(2)

      #expect(seen == [1])
      #expect(!ticks.hasObservers)
    }

    @Test func anObservableEmittingOffTheMainActorContinuesOnIt() async throws {
      let workflow = CountingWorkflow<Void>()
      var ranNext = false
      let subscription =
        workflow
        .onStep { _ -> Observable<(Int, ())> in
          Observable.just((1, ())).subscribe(on: ConcurrentDispatchQueueScheduler(qos: .default))
        }
        .onStep { _, _ -> Observable<((), ())> in
          ranNext = true
          return .just(((), ()))
        }
        .commit()
        .subscribe(())

      await subscription.waitUntilEnded()

      #expect(ranNext)
      #expect(workflow.completeCallCount == 1)
    }
  }
#endif
