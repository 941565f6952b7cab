#if RxSwift
  import RIBs
  @preconcurrency import RxSwift

  /// A worker whose startedness is an observable of its own: a `Worker`, or a hand-written mock of
  /// `Working` that declares `isStartedStream`, as mocks of Uber's `Working` do.
  ///
  /// `isStartedStream` on any `Working` (`let worker: any Working`) reaches the worker's own stream
  /// through this protocol. `ribs migrate` adds it to the mocks that declare one.
  ///
  /// ```swift
  /// final class WorkingMock: Working, StartednessObservable {
  ///   var isStarted: Bool { (try? started.value()) ?? false }
  ///   var isStartedStream: Observable<Bool> { started.asObservable() }
  ///   private let started = BehaviorSubject<Bool>(value: false)
  ///   func start(_ interactorScope: any InteractorScope) { started.onNext(true) }
  ///   func stop() { started.onNext(false) }
  /// }
  /// ```
  @preconcurrency
  @MainActor
  public protocol StartednessObservable: Working {
    /// Whether the worker is started: the current value first (or not), then every change.
    var isStartedStream: Observable<Bool> { get }
  }

  extension Worker: StartednessObservable {}

  extension StartednessObservable {
    /// The worker's state, then the end.
    ///
    /// What a conforming type that declares no stream of its own gives. It stands in for the
    /// requirement before `Working`'s, which asks this protocol and would ask it again.
    public var isStartedStream: Observable<Bool> { .just(isStarted) }
  }

  extension Working {
    /// Whether the worker is started, as an observable: the worker's own stream when it has one
    /// (a `Worker`, or a ``StartednessObservable`` mock); otherwise its state, then the end.
    public var isStartedStream: Observable<Bool> {
      if let observable = self as? any StartednessObservable { return observable.isStartedStream }
      return .just(isStarted)
    }
  }
#endif
