#if RxSwift
  import RIBs
  import RIBsRx
  import RxSwift
  import Testing

  /// `disposeOnDeactivate(interactor:)` and `disposeOnStop(_:)`: subscriptions that end with the
  /// activation or the run that made them.
  @MainActor
  @Suite struct DisposeOnDeactivateTests {
    @Test func aSubscriptionEndsWhenTheInteractorDeactivates() {
      let interactor = RecordingInteractor()
      let scores = PublishSubject<Int>()
      interactor.activate()
      scores.subscribe(onNext: { [weak interactor] in interactor?.received.append($0) })
        .disposeOnDeactivate(interactor: interactor)

      scores.onNext(1)
      interactor.deactivate()
      scores.onNext(2)

      #expect(interactor.received == [1])
      #expect(!scores.hasObservers)
    }

    @Test func aSubscriptionOnAnInactiveInteractorIsDisposedAtOnceAndReported() {
      let interactor = RecordingInteractor()
      let scores = PublishSubject<Int>()

      let reports = RIBsDiagnostics.capture {
        scores.subscribe(onNext: { [weak interactor] in interactor?.received.append($0) })
          .disposeOnDeactivate(interactor: interactor)
      }
      scores.onNext(1)

      #expect(reports.map(\.kind) == [.scopeIsInactive])
      #expect(interactor.received.isEmpty)
      #expect(!scores.hasObservers)
    }

    @Test func aSubscriptionThatKeepsItsInteractorDoesNotKeepItPastDeactivation() {
      weak var released: RecordingInteractor?
      do {
        let interactor = RecordingInteractor()
        released = interactor
        let scores = PublishSubject<Int>()
        interactor.activate()
        // The closure keeps the interactor strongly, as app code often does.
        scores.subscribe(onNext: { interactor.received.append($0) })
          .disposeOnDeactivate(interactor: interactor)
        interactor.deactivate()
      }
      #expect(released == nil)
    }

    @Test func itReturnsTheSubscription() {
      let interactor = RecordingInteractor()
      interactor.activate()
      let scores = PublishSubject<Int>()
      let bag = DisposeBag()

      scores.subscribe(onNext: { _ in }).disposeOnDeactivate(interactor: interactor)
        .disposed(by: bag)

      #expect(scores.hasObservers)
    }

    @Test func aSubscriptionEndsWhenTheWorkerStops() {
      let interactor = RecordingInteractor()
      let worker = RecordingWorker()
      let ticks = PublishSubject<Int>()
      var seen: [Int] = []
      worker.onStart = { [unowned worker] _ in
        ticks.subscribe(onNext: { seen.append($0) }).disposeOnStop(worker)
      }
      worker.start(interactor)
      interactor.activate()

      ticks.onNext(1)
      interactor.deactivate()  // the worker stops running
      ticks.onNext(2)
      interactor.activate()  // it runs again, with a new subscription
      ticks.onNext(3)
      worker.stop()
      ticks.onNext(4)

      #expect(seen == [1, 3])
      #expect(!ticks.hasObservers)
    }

    @Test func aSubscriptionOnAStoppedWorkerIsDisposedAtOnceAndReported() {
      let worker = RecordingWorker()
      let ticks = PublishSubject<Int>()

      let reports = RIBsDiagnostics.capture {
        ticks.subscribe(onNext: { _ in }).disposeOnStop(worker)
      }

      #expect(reports.map(\.kind) == [.scopeIsInactive])
      #expect(!ticks.hasObservers)
    }
  }
#endif
