/// Waits until a workflow step's actionable item is active: a step runs only while its item is.
@MainActor
package enum ActivationWait {
  /// Returns once `item` is active, at once if it is or if it is not an ``InteractorScope``.
  ///
  /// An item that deactivates while the step waits is waited for again: only cancellation ends the
  /// wait early.
  ///
  /// - Throws: `CancellationError` if the task is cancelled.
  static func untilActive(_ item: Any) async throws {
    try Task.checkCancellation()
    guard let scope = item as? any InteractorScope else { return }
    // A loop: the scope may deactivate again between the wake-up and the step.
    while !scope.isActive {
      let waiter = Waiter()
      try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { continuation in
          waiter.start(scope, continuation)
        }
      } onCancel: {
        // At once when cancelled on the main actor, where the task is suspended in the wait.
        if MainActorContext.isCurrent {
          MainActor.assumeIsolated { waiter.finish(throwing: CancellationError()) }
        } else {
          Task { @MainActor in waiter.finish(throwing: CancellationError()) }
        }
      }
    }
  }

  /// Calls `body` once `item` is active: before returning if it is, or if it is not an
  /// ``InteractorScope``; otherwise when it activates.
  ///
  /// - Returns: What cancels the wait; calling it after `body` ran does nothing.
  package static func whenActive(
    _ item: Any, then body: @escaping @MainActor () -> Void
  ) -> @MainActor () -> Void {
    guard let scope = item as? any InteractorScope, !scope.isActive else {
      body()
      return {}
    }
    var observation: ScopeSubscription?
    observation = ScopeSubscription(of: scope) { change in
      guard change == .activated, let started = observation else { return }
      observation = nil
      started.cancel()
      body()
    }
    return {
      observation?.cancel()
      observation = nil
    }
  }

  /// One wait of ``untilActive(_:)``: the continuation to resume, and what cancels the wait.
  @MainActor
  private final class Waiter {
    private var continuation: CheckedContinuation<Void, any Error>?
    private var cancelWait: (@MainActor () -> Void)?

    func start(_ scope: any InteractorScope, _ continuation: CheckedContinuation<Void, any Error>) {
      self.continuation = continuation
      let cancelWait = ActivationWait.whenActive(scope) { [weak self] in
        self?.finish(throwing: nil)
      }
      // Kept only while the wait is on: a scope that was active already has finished it.
      if self.continuation != nil { self.cancelWait = cancelWait }
    }

    func finish(throwing error: (any Error)?) {
      guard let continuation else { return }
      self.continuation = nil
      let cancel = cancelWait
      cancelWait = nil
      cancel?()
      if let error {
        continuation.resume(throwing: error)
      } else {
        continuation.resume()
      }
    }
  }
}
