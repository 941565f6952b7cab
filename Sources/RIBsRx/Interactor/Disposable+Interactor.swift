#if RxSwift
  import RIBs
  @preconcurrency import RxSwift

  extension Disposable {
    /// Keeps the subscription until the interactor deactivates, then disposes of it.
    ///
    /// The interactor holds the subscription, so there is no need to store it; a subscription that
    /// captures the interactor strongly is released at deactivation, so it does not keep a
    /// detached RIB alive. Called with an inactive interactor, the subscription is disposed of at
    /// once and the misuse is reported to `RIBsDiagnostics` (a warning, never an assertion).
    ///
    /// ```swift
    /// override func didBecomeActive() {
    ///   super.didBecomeActive()
    ///   scores
    ///     .subscribe(onNext: { [weak self] score in self?.presenter.show(score) })
    ///     .disposeOnDeactivate(interactor: self)
    /// }
    /// ```
    ///
    /// - Parameter interactor: The interactor whose activation scopes the subscription.
    /// - Returns: This subscription.
    @preconcurrency
    @MainActor
    @discardableResult
    public func disposeOnDeactivate(interactor: Interactor) -> any Disposable {
      _ = interactor.addActivationCleanup(cancelling: "A subscription", { self.dispose() })
      return self
    }
  }
#endif
