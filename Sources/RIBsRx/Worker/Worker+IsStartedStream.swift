#if RxSwift
  import RIBs
  @preconcurrency import RxSwift

  extension Worker {
    /// Whether the worker is started, as an observable: the current value first, then every
    /// change, delivered synchronously, completing when the worker is deallocated.
    ///
    /// `RIBs` has an `AsyncStream` of the same name; an Rx operator or an `Observable`-typed
    /// property or argument picks this one.
    public var isStartedStream: Observable<Bool> {
      stateObservable(
        current: isStarted,
        register: { handler in addStartednessHandler(handler) },
        unregister: { [weak self] id in self?.removeStartednessHandler(id) })
    }
  }
#endif
