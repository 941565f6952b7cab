import RIBs
import RIBsTestFixtures

/// The framework's synchronous observation of any scope, as the tests use it.
extension InteractorScope {
  /// Calls `observer` with every step of every change, until the token is passed to
  /// ``removeActivenessObserver(_:)``.
  func addActivenessObserver(
    _ observer: @escaping @MainActor (ActivenessChange) -> Void
  ) -> ScopeObserverToken {
    ScopeObservation.observe(self) { change, _ in observer(change) }
  }

  /// Calls `observer` with `activated` and `deactivated` and the scope, as workers are.
  func addIsActiveObserver(
    _ observer: @escaping ActivenessObserverList.Observer
  ) -> ScopeObserverToken {
    ScopeObservation.observe(self, followsCompletion: false, observer)
  }

  func removeActivenessObserver(_ token: ScopeObserverToken) {
    token.cancel(observing: self)
  }
}

/// Suspends until the current task is cancelled: the body of work that runs until its scope ends.
func untilCancelled() async {
  let (stream, continuation) = AsyncStream.makeStream(of: Never.self)
  // The iterator ends when the task is cancelled; the stream never ends on its own.
  for await _ in stream {}
  withExtendedLifetime(continuation) {}
}
