import RIBs

#if canImport(Combine)
  import Combine
#else
  import OpenCombine
#endif

extension Cancellable {
  /// Keeps the subscription until the worker stops running, then cancels it.
  ///
  /// Uber's `disposeOnStop(_:)`, for Combine: call it in `didStart(_:)`. Called while the worker is
  /// not running, the subscription is cancelled at once and the misuse is reported to
  /// `RIBsDiagnostics`.
  ///
  /// - Parameter worker: The worker whose run scopes the subscription.
  /// - Returns: The subscription, as ModernRIBs returns it.
  @MainActor
  @discardableResult
  public func cancelOnStop(_ worker: Worker) -> Self {
    _ = worker.addRunCleanup(cancelling: "A subscription", { self.cancel() })
    return self
  }
}
