#if RxSwift
  import RIBs
  @preconcurrency import RxSwift

  extension LeakDetector {
    /// The status as an observable: the current value first, then every change, delivered
    /// synchronously.
    ///
    /// ```swift
    /// LeakDetector.instance.status
    ///   .subscribe(onNext: { status in
    ///     if status == .DidComplete { print("no expectation pending") }
    ///   })
    ///   .disposed(by: disposeBag)
    /// ```
    ///
    /// Compared with a value (`status == .InProgress`), `status` is `RIBs`' current value; an Rx
    /// operator or an `Observable`-typed property or argument picks this one.
    public var status: Observable<LeakDetectionStatus> {
      stateObservable(
        current: statusValue,
        register: { handler in addStatusHandler(handler) },
        unregister: { [weak self] id in self?.removeStatusHandler(id) })
    }
  }
#endif
