#if RxSwift
  import RIBs
  @preconcurrency import RxSwift

  extension InteractorScope {
    /// The scope's activeness as an observable: the current value first, then every change.
    ///
    /// Values are delivered synchronously, before `activate()` or `deactivate()` returns, for an
    /// `Interactor` and for a scope that reports its changes (`ActivenessReporting`, such as a mock
    /// that conforms to ``ActivenessObservable``) alike. The observable completes when the scope is
    /// deallocated and lets go of what it reports to. A scope that reports nothing emits its
    /// current value and completes.
    ///
    /// ```swift
    /// interactor.isActiveStream
    ///   .filter { $0 }
    ///   .subscribe(onNext: { _ in print("active") })
    ///   .disposed(by: disposeBag)
    /// ```
    ///
    /// `RIBs` has an `AsyncStream` of the same name on `Interactor`; the context picks: an Rx
    /// operator (`.subscribe`, `.filter { }.subscribe`, `.distinctUntilChanged()`) or an
    /// `Observable`-typed property or argument picks this one, `for await` the stream.
    public var isActiveStream: Observable<Bool> {
      stateObservable(
        current: isActive,
        register: { handler in
          // A scope that cannot say when it changes: its state, then the end.
          let token = ScopeObservation.observeActiveness(of: self, handler)
          if case .none = token { return nil }
          return token
        },
        unregister: { [weak self] (token: ScopeObserverToken) in token.cancel(observing: self) })
    }
  }
#endif
