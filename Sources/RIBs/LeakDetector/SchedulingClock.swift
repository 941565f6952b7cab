/// A clock that calls back when it reaches a deadline, in the call that moves it there: a test's
/// manual clock (RIBsTesting's `ManualClock`).
///
/// A leak detector on such a clock is woken by the clock itself, so that a test that moves the
/// clock reads the detector's outcome as soon as the move returns. On any other clock the
/// detector sleeps in a task, which wakes when the clock says and then reaches the main actor.
package protocol SchedulingClock: Clock where Duration == Swift.Duration {
  /// Calls `action` on the main actor when the clock reaches `deadline`, unless it is cancelled
  /// first; at the main actor's next turn if the clock is there already.
  ///
  /// - Parameters:
  ///   - deadline: When to call it.
  ///   - action: What to call.
  /// - Returns: What cancels the call; calling it after the action ran does nothing.
  func schedule(at deadline: Instant, _ action: @escaping @MainActor @Sendable () -> Void)
    -> @Sendable () -> Void
}
