#if RxSwift
  import RIBs
  import RIBsRx
  import RxSwift
  import RxTest
  import Testing

  /// `confineTo(_:)`: elements only while the scope is active, the latest again on reactivation.
  @MainActor
  @Suite struct ConfineToTests {
    @Test func elementsPassOnlyWhileTheInteractorIsActive() {
      let interactor = RecordingInteractor()
      let scores = PublishSubject<Int>()
      let observer = TestScheduler(initialClock: 0).createObserver(Int.self)
      let subscription = scores.confineTo(interactor).subscribe(observer)

      scores.onNext(0)  // inactive: replaced by the next one
      scores.onNext(1)  // inactive: kept as the latest
      #expect(observer.events.isEmpty)
      interactor.activate()  // the latest, at once
      scores.onNext(2)
      interactor.deactivate()
      scores.onNext(3)  // inactive: kept as the latest
      interactor.activate()  // the latest, at once
      scores.onNext(4)

      #expect(observer.events == [.next(0, 1), .next(0, 2), .next(0, 3), .next(0, 4)])
      subscription.dispose()
    }

    @Test func aValueKeptFromBeforeTheFirstActivationIsDeliveredThen() {
      let interactor = RecordingInteractor()
      let balance = BehaviorSubject<Int>(value: 100)
      let observer = TestScheduler(initialClock: 0).createObserver(Int.self)
      let subscription = balance.confineTo(interactor).subscribe(observer)

      #expect(observer.events.isEmpty)
      interactor.activate()

      #expect(observer.events == [.next(0, 100)])
      subscription.dispose()
    }

    @Test func theSubscriptionOutlivesADeactivation() {
      let interactor = RecordingInteractor()
      let scores = PublishSubject<Int>()
      let observer = TestScheduler(initialClock: 0).createObserver(Int.self)
      interactor.activate()
      let subscription = scores.confineTo(interactor).subscribe(observer)

      interactor.deactivate()
      interactor.activate()
      scores.onNext(7)

      #expect(observer.events == [.next(0, 7)])
      #expect(scores.hasObservers)
      subscription.dispose()
      #expect(!scores.hasObservers)
    }

    @Test func aMockThatObservesItsActivenessConfinesToo() {
      let mock = SubjectInteractorMock()
      let scores = PublishSubject<Int>()
      let observer = TestScheduler(initialClock: 0).createObserver(Int.self)
      let subscription = scores.confineTo(mock).subscribe(observer)

      scores.onNext(1)
      mock.activate()
      scores.onNext(2)

      #expect(observer.events == [.next(0, 1), .next(0, 2)])
      subscription.dispose()
    }

    @Test func anErrorUpstreamEndsTheConfinedObservable() {
      let interactor = RecordingInteractor()
      interactor.activate()
      let scores = PublishSubject<Int>()
      let observer = TestScheduler(initialClock: 0).createObserver(Int.self)
      let subscription = scores.confineTo(interactor).subscribe(observer)

      scores.onError(StepError())

      #expect(observer.events.count == 1)
      #expect(observer.events.first?.value.error is StepError)
      subscription.dispose()
    }
  }
#endif
