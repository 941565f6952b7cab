#if RxSwift
  import RIBs
  @preconcurrency import RxSwift

  extension Disposable {
    /// Keeps the subscription until the worker stops running, then disposes of it.
    ///
    /// Call it in the worker's `didStart(_:)`. Called while the worker is not running, the
    /// subscription is disposed of at once and the misuse is reported to `RIBsDiagnostics`.
    ///
    /// ```swift
    /// override func didStart(_ interactorScope: any InteractorScope) {
    ///   super.didStart(interactorScope)
    ///   ticks.subscribe(onNext: { [weak self] _ in self?.sync() }).disposeOnStop(self)
    /// }
    /// ```
    ///
    /// - Parameter worker: The worker whose run scopes the subscription.
    /// - Returns: This subscription.
    @preconcurrency
    @MainActor
    @discardableResult
    public func disposeOnStop(_ worker: Worker) -> any Disposable {
      _ = worker.addRunCleanup(cancelling: "A subscription", { self.dispose() })
      return self
    }
  }
#endif
