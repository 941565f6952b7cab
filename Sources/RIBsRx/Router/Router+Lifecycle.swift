#if RxSwift
  import RIBs
  @preconcurrency import RxSwift

  extension Router {
    /// The router's lifecycle as an observable: `.didLoad` when the router loads, completing when
    /// the router is deallocated.
    ///
    /// Nothing is replayed: a subscription made after the router loaded sees only the completion.
    /// `RIBs` has an `AsyncStream` of the same name, which replays `.didLoad`; an Rx operator or an
    /// `Observable`-typed property or argument picks this one.
    public var lifecycle: Observable<RouterLifecycle> {
      stateObservable(
        current: nil,
        register: { handler in addLifecycleHandler(handler) },
        unregister: { [weak self] id in self?.removeLifecycleHandler(id) })
    }
  }
#endif
