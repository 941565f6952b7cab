import RIBs

#if canImport(Combine)
  import Combine
#else
  import OpenCombine
#endif

extension Cancellable {
  /// Keeps the subscription until the interactor deactivates, then cancels it.
  ///
  /// Uber's `disposeOnDeactivate(interactor:)`, for Combine. The interactor holds the subscription,
  /// so there is no need to store it; a subscription that captures the interactor strongly is
  /// released at deactivation, so it does not keep a detached RIB alive. Called with an inactive
  /// interactor, the subscription is cancelled at once and the misuse is reported to
  /// `RIBsDiagnostics`.
  ///
  /// - Parameter interactor: The interactor whose activation scopes the subscription.
  /// - Returns: The subscription, as ModernRIBs returns it.
  @MainActor
  @discardableResult
  public func cancelOnDeactivate(interactor: Interactor) -> Self {
    _ = interactor.addActivationCleanup(cancelling: "A subscription", { self.cancel() })
    return self
  }
}
