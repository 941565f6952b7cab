#if RxSwift
  import RIBs
  import RIBsRx
  import RIBsTesting
  import RxBlocking
  import RxSwift
  import RxTest
  import Testing

  /// `Router.lifecycle` and `LeakDetector.status` as Uber's observables.
  @MainActor
  @Suite struct LifecycleAndStatusTests {
    @Test func lifecycleEmitsDidLoadWhenTheRouterLoadsAndCompletesWithIt() {
      var router: RecordingRouter? = RecordingRouter()
      let observer = TestScheduler(initialClock: 0).createObserver(RouterLifecycle.self)
      let subscription = router?.lifecycle.subscribe(observer)

      router?.load()
      router?.load()  // once in a router's life
      #expect(observer.events == [.next(0, .didLoad)])
      router = nil

      #expect(observer.events == [.next(0, .didLoad), .completed(0)])
      subscription?.dispose()
    }

    @Test func lifecycleReplaysNothing() {
      var router: RecordingRouter? = RecordingRouter()
      router?.load()
      let observer = TestScheduler(initialClock: 0).createObserver(RouterLifecycle.self)
      let subscription = router?.lifecycle.subscribe(observer)

      #expect(observer.events.isEmpty)
      router = nil
      #expect(observer.events == [.completed(0)])
      subscription?.dispose()
    }

    @Test func attachingAChildLoadsIt() {
      let parent = RecordingRouter()
      let child = RecordingRouter()
      var loaded = false
      let subscription = child.lifecycle.subscribe(onNext: { loaded = $0 == .didLoad })

      parent.interactor.activate()
      parent.attachChild(child)

      #expect(loaded)
      subscription.dispose()
    }

    @Test func leakDetectorStatusReplaysTheCurrentValueThenEveryChange() async {
      let clock = ManualClock()
      let detector = LeakDetector(clock: clock, isEnabled: true) { _ in }
      let observer = TestScheduler(initialClock: 0).createObserver(LeakDetectionStatus.self)
      let subscription = detector.status.subscribe(observer)

      var object: RecordingInteractor? = RecordingInteractor()
      detector.expectDeallocate(object: object!, inTime: 1)
      #expect(detector.status == .InProgress)  // the current value, where it is compared
      object = nil
      await clock.advance(by: .seconds(1))

      #expect(
        observer.events == [.next(0, .DidComplete), .next(0, .InProgress), .next(0, .DidComplete)])
      subscription.dispose()
    }

    @Test func theSharedInstanceHasAnObservableStatus() throws {
      let status: Observable<LeakDetectionStatus> = LeakDetector.instance.status
      #expect(try status.toBlocking().first() != nil)
    }
  }
#endif
