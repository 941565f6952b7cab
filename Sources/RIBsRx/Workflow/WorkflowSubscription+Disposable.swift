#if RxSwift
  import RIBs
  @preconcurrency import RxSwift

  /// A workflow's subscription is a `Disposable`: it can be kept in a `DisposeBag`, scoped with
  /// `disposeOnDeactivate(interactor:)`, and disposed of from any thread.
  extension WorkflowSubscription: nonisolated Disposable {
    /// Ends the workflow: `cancel()`.
    public nonisolated func dispose() {
      cancel()
    }
  }
#endif
