#if RxSwift
  import Dispatch
  import Foundation
  import RIBs
  import RIBsRx
  import RIBsTesting
  import RxSwift
  import Testing

  /// Every RIBsRx stream subscribed to, disposed of and completed on any thread, and the object it
  /// belongs to released on any thread: no trap, values in order, one end, nothing left registered.
  @MainActor
  @Suite struct AnyThreadTests {
    /// How a test gets off the main thread.
    enum Elsewhere: CaseIterable, CustomStringConvertible {
      case dispatchQueue
      case detachedTask

      var description: String { self == .dispatchQueue ? "a DispatchQueue" : "Task.detached" }

      /// Runs `body` off the main thread and returns once it has.
      func run(_ body: @escaping @Sendable () -> Void) async {
        switch self {
        case .dispatchQueue:
          await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async {
              body()
              done.resume()
            }
          }
        case .detachedTask:
          await Task.detached { body() }.value
        }
      }
    }

    // MARK: isActiveStream

    @Test(arguments: Elsewhere.allCases)
    func anInteractorReleasedElsewhereCompletesItsStream(_ elsewhere: Elsewhere) async {
      let events = EventRecorder<Bool>()
      var interactor: RecordingInteractor? = RecordingInteractor()
      let stream: Observable<Bool> = interactor!.isActiveStream
      let subscription = stream.subscribe(events.observer)
      let last = Unchecked(interactor.take())

      await elsewhere.run { last.value = nil }  // the last reference goes there

      #expect(events.snapshot == [.next(false), .completed])
      subscription.dispose()
    }

    @Test(arguments: Elsewhere.allCases)
    func anActiveInteractorReleasedElsewhereCompletesItsStream(_ elsewhere: Elsewhere) async {
      let events = EventRecorder<Bool>()
      var interactor: RecordingInteractor? = RecordingInteractor()
      interactor!.activate()
      let stream: Observable<Bool> = interactor!.isActiveStream
      let subscription = stream.subscribe(events.observer)
      let last = Unchecked(interactor.take())

      await elsewhere.run { last.value = nil }

      // Off the main actor its hooks cannot run (that is reported); the stream still ends.
      #expect(events.snapshot == [.next(true), .completed])
      subscription.dispose()
    }

    @Test(arguments: Elsewhere.allCases)
    func anInteractorStreamSubscribedAndDisposedElsewhere(_ elsewhere: Elsewhere) async {
      let interactor = RecordingInteractor()
      let stream = Unchecked<Observable<Bool>>(interactor.isActiveStream)
      let events = EventRecorder<Bool>()
      let subscription = Unchecked<(any Disposable)?>(nil)

      await elsewhere.run { subscription.value = stream.value.subscribe(events.observer) }
      #expect(events.snapshot == [.next(false)])  // at once, on the subscribing thread
      interactor.activate()
      interactor.deactivate()
      await elsewhere.run { subscription.value?.dispose() }
      interactor.activate()

      #expect(events.snapshot == [.next(false), .next(true), .next(false)])
    }

    @Test(arguments: Elsewhere.allCases)
    func anInteractorStreamLeavesNothingRegistered(_ elsewhere: Elsewhere) async {
      let interactor = RecordingInteractor()
      let before = interactor.activenessObserverCount

      await expectNothingLeftRegistered(
        by: { interactor.isActiveStream }, disposedIn: elsewhere,
        count: { interactor.activenessObserverCount - before })
    }

    // MARK: isStartedStream

    @Test(arguments: Elsewhere.allCases)
    func aWorkerReleasedElsewhereCompletesItsStream(_ elsewhere: Elsewhere) async {
      let events = EventRecorder<Bool>()
      var worker: RecordingWorker? = RecordingWorker()
      let stream: Observable<Bool> = worker!.isStartedStream
      let subscription = stream.subscribe(events.observer)
      let last = Unchecked(worker.take())

      await elsewhere.run { last.value = nil }

      #expect(events.snapshot == [.next(false), .completed])
      subscription.dispose()
    }

    @Test(arguments: Elsewhere.allCases)
    func aWorkerStreamSubscribedAndDisposedElsewhere(_ elsewhere: Elsewhere) async {
      let interactor = RecordingInteractor()
      interactor.activate()
      let worker = RecordingWorker()
      let stream = Unchecked<Observable<Bool>>(worker.isStartedStream)
      let events = EventRecorder<Bool>()
      let subscription = Unchecked<(any Disposable)?>(nil)

      await elsewhere.run { subscription.value = stream.value.subscribe(events.observer) }
      worker.start(interactor)
      await elsewhere.run { subscription.value?.dispose() }
      worker.stop()

      #expect(events.snapshot == [.next(false), .next(true)])
    }

    @Test(arguments: Elsewhere.allCases)
    func aWorkerStreamLeavesNothingRegistered(_ elsewhere: Elsewhere) async {
      let worker = RecordingWorker()

      await expectNothingLeftRegistered(
        by: { worker.isStartedStream }, disposedIn: elsewhere,
        count: { worker.startednessHandlerCount })
    }

    // MARK: lifecycle

    @Test(.timeLimit(.minutes(1)), arguments: Elsewhere.allCases)
    func aRouterReleasedElsewhereCompletesItsLifecycle(_ elsewhere: Elsewhere) async {
      let events = EventRecorder<RouterLifecycle>()
      var router: RecordingRouter? = RecordingRouter()
      let lifecycle: Observable<RouterLifecycle> = router!.lifecycle
      let subscription = lifecycle.subscribe(events.observer)
      router!.load()
      let last = Unchecked(router.take())

      await elsewhere.run { last.value = nil }
      // A router released off the main actor is torn down there on its next turn.
      await events.completion()

      #expect(events.snapshot == [.next(.didLoad), .completed])
      subscription.dispose()
    }

    @Test(arguments: Elsewhere.allCases)
    func aLifecycleSubscribedElsewhereSeesTheLoad(_ elsewhere: Elsewhere) async {
      let router = RecordingRouter()
      let lifecycle = Unchecked<Observable<RouterLifecycle>>(router.lifecycle)
      let events = EventRecorder<RouterLifecycle>()
      let subscription = Unchecked<(any Disposable)?>(nil)

      await elsewhere.run { subscription.value = lifecycle.value.subscribe(events.observer) }
      router.load()
      await elsewhere.run { subscription.value?.dispose() }

      #expect(events.snapshot == [.next(.didLoad)])
    }

    @Test(arguments: Elsewhere.allCases)
    func aLifecycleLeavesNothingRegistered(_ elsewhere: Elsewhere) async {
      let router = RecordingRouter()

      await expectNothingLeftRegistered(
        by: { router.lifecycle }, disposedIn: elsewhere, count: { router.lifecycleHandlerCount })
    }

    // MARK: status

    @Test(arguments: Elsewhere.allCases)
    func aLeakDetectorReleasedElsewhereCompletesItsStatus(_ elsewhere: Elsewhere) async {
      let events = EventRecorder<LeakDetectionStatus>()
      var detector: LeakDetector? = LeakDetector(clock: ManualClock(), isEnabled: true) { _ in }
      let status: Observable<LeakDetectionStatus> = detector!.status
      let subscription = status.subscribe(events.observer)
      let last = Unchecked(detector.take())

      await elsewhere.run { last.value = nil }

      #expect(events.snapshot == [.next(.didComplete), .completed])
      subscription.dispose()
    }

    @Test(arguments: Elsewhere.allCases)
    func aStatusSubscribedAndDisposedElsewhere(_ elsewhere: Elsewhere) async {
      let detector = LeakDetector(clock: ManualClock(), isEnabled: true) { _ in }
      let status = Unchecked<Observable<LeakDetectionStatus>>(detector.status)
      let events = EventRecorder<LeakDetectionStatus>()
      let subscription = Unchecked<(any Disposable)?>(nil)
      let object = RecordingInteractor()

      await elsewhere.run { subscription.value = status.value.subscribe(events.observer) }
      detector.expectDeallocate(object: object, inTime: 1)
      await elsewhere.run { subscription.value?.dispose() }

      #expect(events.snapshot == [.next(.didComplete), .next(.inProgress)])
    }

    @Test(arguments: Elsewhere.allCases)
    func aStatusLeavesNothingRegistered(_ elsewhere: Elsewhere) async {
      let detector = LeakDetector(clock: ManualClock(), isEnabled: true) { _ in }

      await expectNothingLeftRegistered(
        by: { detector.status }, disposedIn: elsewhere, count: { detector.statusHandlerCount })
    }

    // MARK: A mock's own subject

    @Test(arguments: Elsewhere.allCases)
    func aMocksSubjectSentElsewhereReachesTheFrameworkInOrder(_ elsewhere: Elsewhere) async {
      let subject = Unchecked(BehaviorSubject<Bool>(value: false))
      let mock = ThreadedInteractorMock(subject: subject.value)
      let worker = RecordingWorker()
      let (changes, change) = AsyncStream.makeStream(of: Bool.self)
      worker.onStart = { _ in change.yield(true) }
      worker.onStop = { change.yield(false) }
      worker.start(mock)

      await elsewhere.run {
        subject.value.onNext(true)
        subject.value.onNext(false)
        subject.value.onNext(true)
      }
      var seen: [Bool] = []
      for await started in changes {
        seen.append(started)
        if seen.count == 3 { break }
      }

      #expect(seen == [true, false, true])
      #expect(worker.isRunning)
    }

    // MARK: Helpers

    /// Subscribes to `stream` on the main actor, lets the observable go, disposes of the
    /// subscription `elsewhere`, and expects what the stream registered with its owner to be gone
    /// once the main queue has run what the disposal handed it.
    private func expectNothingLeftRegistered<Element>(
      by makeStream: () -> Observable<Element>, disposedIn elsewhere: Elsewhere,
      count: () -> Int, sourceLocation: SourceLocation = #_sourceLocation
    ) async {
      var stream: Observable<Element>? = makeStream()
      #expect(count() == 1, "registered while observed", sourceLocation: sourceLocation)
      let subscription = Unchecked(stream?.subscribe(onNext: { _ in }))
      stream = nil
      #expect(count() == 1, "registered while subscribed", sourceLocation: sourceLocation)

      await elsewhere.run { subscription.value?.dispose() }
      await mainQueueTurn()

      #expect(count() == 0, "registered after the disposal", sourceLocation: sourceLocation)
    }

    /// Returns once the main queue has run everything handed to it before this call: a removal
    /// that a disposal on another thread handed over has run.
    private func mainQueueTurn() async {
      await withCheckedContinuation { (turn: CheckedContinuation<Void, Never>) in
        DispatchQueue.main.async { turn.resume() }
      }
    }
  }

  /// A hand-written mock whose subject a test sends to from any thread, followed by the framework
  /// through ``ActivenessObservable``.
  @MainActor
  final class ThreadedInteractorMock: Interactable, ActivenessObservable {
    private let subject: BehaviorSubject<Bool>

    init(subject: BehaviorSubject<Bool>) {
      self.subject = subject
    }

    var isActive: Bool { (try? subject.value()) ?? false }
    var isActiveStream: Observable<Bool> { subject.asObservable() }
    func activate() { subject.onNext(true) }
    func deactivate() { subject.onNext(false) }
  }

  /// A value handed to another thread by a test, which orders the accesses itself (it waits for the
  /// other thread before it reads).
  final class Unchecked<Value>: @unchecked Sendable {
    var value: Value

    init(_ value: Value) {
      self.value = value
    }
  }

  /// The events an observer received, from any thread, in order.
  final class EventRecorder<Element: Equatable>: @unchecked Sendable {
    enum Event: Equatable {
      case next(Element)
      case completed
      case error
    }

    private let lock = NSLock()
    private var events: [Event] = []
    private var completionWaiters: [CheckedContinuation<Void, Never>] = []

    var observer: AnyObserver<Element> {
      AnyObserver { [self] event in
        let recorded: Event =
          switch event {
          case .next(let element): .next(element)
          case .completed: .completed
          case .error: .error
          }
        let waiters = lock.withLock {
          events.append(recorded)
          guard recorded == .completed else { return [CheckedContinuation<Void, Never>]() }
          defer { completionWaiters = [] }
          return completionWaiters
        }
        for waiter in waiters { waiter.resume() }
      }
    }

    var snapshot: [Event] { lock.withLock { events } }

    /// Returns once the stream has completed.
    func completion() async {
      await withCheckedContinuation { (waiter: CheckedContinuation<Void, Never>) in
        let completed = lock.withLock {
          if events.contains(.completed) { return true }
          completionWaiters.append(waiter)
          return false
        }
        if completed { waiter.resume() }
      }
    }
  }

  extension Optional {
    /// Hands the value over and leaves `nil`, so that the caller's reference is the only one.
    fileprivate mutating func take() -> Wrapped? {
      defer { self = nil }
      return self
    }
  }
#endif
