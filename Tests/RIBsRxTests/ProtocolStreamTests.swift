#if RxSwift
  import RIBs
  import RIBsRx
  import RIBsTesting
  import RxSwift
  import RxTest
  import Testing

  /// Uber's observables where Uber declares them: on `any Working` and `any Routing`, and picked
  /// by an untyped `let`.
  @MainActor
  @Suite struct ProtocolStreamTests {
    @Test func isStartedStreamOnAnyWorkingIsTheWorkersOwn() {
      let worker = RecordingWorker()
      let working: any Working = worker
      let observer = TestScheduler(initialClock: 0).createObserver(Bool.self)
      let subscription = working.isStartedStream.subscribe(observer)

      worker.start(RecordingInteractor())
      worker.stop()

      #expect(observer.events == [.next(0, false), .next(0, true), .next(0, false)])
      subscription.dispose()
    }

    @Test func isStartedStreamOnAnyWorkingIsAMocksOwnSubject() {
      let mock = WorkingMock()
      let working: any Working = mock
      let observer = TestScheduler(initialClock: 0).createObserver(Bool.self)
      let subscription = working.isStartedStream.subscribe(observer)

      working.start(RecordingInteractor())

      #expect(observer.events == [.next(0, false), .next(0, true)])
      #expect(mock.isStartedStreamReads == 1)
      subscription.dispose()
    }

    @Test func aWorkingMockWithoutTheConformanceGivesItsStateAndCompletes() {
      let working: any Working = PlainWorkingMock()
      let observer = TestScheduler(initialClock: 0).createObserver(Bool.self)

      _ = working.isStartedStream.subscribe(observer)

      #expect(observer.events == [.next(0, true), .completed(0)])
    }

    @Test func aConformingMockWithoutItsOwnStreamsGivesItsStateAndCompletes() {
      let working: any Working = BareObservableMocks.Worker()
      let routing: any Routing = BareObservableMocks.Router()
      let started = TestScheduler(initialClock: 0).createObserver(Bool.self)
      let lifecycle = TestScheduler(initialClock: 0).createObserver(RouterLifecycle.self)

      // The conformance alone, without the stream (Routing's and Working's own asked the
      // protocol back, without end).
      _ = working.isStartedStream.subscribe(started)
      _ = routing.lifecycle.subscribe(lifecycle)

      #expect(started.events == [.next(0, true), .completed(0)])
      #expect(lifecycle.events == [.completed(0)])
    }

    @Test func lifecycleOnAnyRoutingIsTheRoutersOwn() {
      let router = RecordingRouter()
      let routing: any Routing = router
      let viewable: any Routing = ViewableRouter<RecordingInteractor, ViewControllableMock>(
        interactor: RecordingInteractor(), viewController: ViewControllableMock())
      let observer = TestScheduler(initialClock: 0).createObserver(RouterLifecycle.self)
      let subscriptions = [
        routing.lifecycle.subscribe(observer), viewable.lifecycle.subscribe(observer),
      ]

      router.load()
      viewable.load()

      #expect(observer.events == [.next(0, .didLoad), .next(0, .didLoad)])
      subscriptions.forEach { $0.dispose() }
    }

    @Test func lifecycleOnAnyRoutingIsAMocksOwnSubject() {
      let mock = RoutingMock()
      let routing: any Routing = mock
      let observer = TestScheduler(initialClock: 0).createObserver(RouterLifecycle.self)
      let subscription = routing.lifecycle.subscribe(observer)

      mock.lifecycleSubject.onNext(.didLoad)

      #expect(observer.events == [.next(0, .didLoad)])
      subscription.dispose()
    }

    @Test func anUntypedLetPicksTheObservables() {
      let interactor = RecordingInteractor()
      let worker = RecordingWorker()
      let router = RecordingRouter()
      let detector = LeakDetector(clock: ManualClock(), isEnabled: true) { _ in }

      let active = interactor.isActiveStream
      let started = worker.isStartedStream
      let lifecycle = router.lifecycle
      let status = detector.status

      #expect(staticType(of: active) == Observable<Bool>.self)
      #expect(staticType(of: started) == Observable<Bool>.self)
      #expect(staticType(of: lifecycle) == Observable<RouterLifecycle>.self)
      #expect(staticType(of: status) == Observable<LeakDetectionStatus>.self)
      // A comparison still picks the value.
      #expect(detector.status == .DidComplete)
    }

    @Test func forAwaitStillPicksTheAsyncStream() async {
      let interactor = RecordingInteractor()
      interactor.activate()

      for await isActive in interactor.isActiveStream {
        #expect(isActive)
        break
      }
    }

    @Test func aMigratedLeakDetectorMockCountsReadsOfItsStatusObservable() {
      let mock = LeakDetectorMock(isEnabled: false)
      let observer = TestScheduler(initialClock: 0).createObserver(LeakDetectionStatus.self)

      let subscription = mock.statusObservable.subscribe(observer)

      #expect(mock.statusCallCount == 1)
      #expect(observer.events == [.next(0, .didComplete)])
      subscription.dispose()
    }

    @Test func anExhaustiveSwitchOverAnObservedStatusNamesItsCases() {
      let detector = LeakDetector(clock: ManualClock(), isEnabled: true) { _ in }
      var described: [String] = []

      // As Uber apps switch, in the handler, with the case names `ribs migrate` writes.
      let subscription = detector.status.subscribe(onNext: { status in
        switch status {
        case .inProgress: described.append("busy")
        case .didComplete: described.append("idle")
        }
      })

      #expect(described == ["idle"])
      subscription.dispose()
    }
  }

  /// The type the compiler gave `value`.
  private func staticType<Value>(of value: Value) -> Value.Type { Value.self }

  /// A mock of Uber's `Working`, as apps write it, with the conformance `ribs migrate` adds.
  @MainActor
  private final class WorkingMock: Working, StartednessObservable {
    private let started = BehaviorSubject<Bool>(value: false)
    private(set) var isStartedStreamReads = 0

    var isStarted: Bool { (try? started.value()) ?? false }
    var isStartedStream: Observable<Bool> {
      isStartedStreamReads += 1
      return started.asObservable()
    }
    func start(_ interactorScope: any InteractorScope) { started.onNext(true) }
    func stop() { started.onNext(false) }
  }

  /// Uber's tests' `LeakDetectorMock`, as `ribs migrate` leaves it: its `status` override renamed.
  @MainActor
  private final class LeakDetectorMock: LeakDetector {
    var statusCallCount = 0
    var statusObservable: Observable<LeakDetectionStatus> {
      statusCallCount += 1
      return super.status
    }
  }

  /// A mock of `Working` without an observable.
  @MainActor
  private final class PlainWorkingMock: Working {
    var isStarted = true
    func start(_ interactorScope: any InteractorScope) {}
    func stop() {}
  }

  /// Mocks that conform to the observable protocols and declare no stream of their own.
  @MainActor
  private enum BareObservableMocks {
    final class Worker: Working, StartednessObservable {
      var isStarted = true
      func start(_ interactorScope: any InteractorScope) {}
      func stop() {}
    }

    final class Router: Routing, LifecycleObservable {
      var interactable: any Interactable = InteractableMock()
      var children: [any Routing] = []
      func load() {}
      func attachChild(_ child: any Routing) {}
      func detachChild(_ child: any Routing) {}
    }
  }

  /// A mock of Uber's `Routing`, as apps write it, with the conformance `ribs migrate` adds.
  @MainActor
  private final class RoutingMock: Routing, LifecycleObservable {
    var interactable: any Interactable = InteractableMock()
    var children: [any Routing] = []
    let lifecycleSubject = PublishSubject<RouterLifecycle>()
    var lifecycle: Observable<RouterLifecycle> { lifecycleSubject.asObservable() }
    func load() {}
    func attachChild(_ child: any Routing) {}
    func detachChild(_ child: any Routing) {}
  }
#endif
