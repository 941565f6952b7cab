#if RxSwift
  import RIBs
  @preconcurrency import RxSwift

  extension Router {
    /// The router's lifecycle as an observable: `.didLoad` when the router loads, completing when
    /// the router is deallocated.
    ///
    /// A router's state belongs to the main actor: one whose last reference goes elsewhere is torn
    /// down, and its lifecycle completed, on the main actor's next turn.
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
