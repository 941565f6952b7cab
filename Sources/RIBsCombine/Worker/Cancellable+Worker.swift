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
    guard worker.addRunCleanup({ self.cancel() }) != nil else {
      RIBsDiagnostics.report(
        RIBsDiagnostic(
          kind: .scopeIsInactive,
          message: "A subscription was scoped to \(type(of: worker)) while it was not running; "
            + "it was cancelled at once."))
      return self
    }
    return self
  }
}
