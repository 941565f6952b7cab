/// Checks that wait while cancelled work winds down: a workflow step's task may hold a RIB that
/// went away until it returns.
extension LeakDetector {
  /// Counts work the framework cancelled that still runs (a workflow step's task), until
  /// ``workDidWindDown()``: checks wait for it.
  package func workWillWindDown() {
    windingDown += 1
  }

  /// Counts down work counted by ``workWillWindDown()``, which says so as its last act; runs a
  /// check that waited for it.
  ///
  /// The check runs in a main-actor job of its own: the work's own job is still running, and lets
  /// go of what it holds only when it returns.
  package func workDidWindDown() {
    windingDown -= 1
    guard windingDown == 0, isCheckDeferred else { return }
    Task { @MainActor [weak self] in self?.runDeferredCheck() }
  }

  private func runDeferredCheck() {
    guard windingDown == 0, isCheckDeferred else { return }
    checkDueExpectations()
  }

  /// Returns once a check that waits for cancelled work to wind down has run; at once if none
  /// waits: what a test's clock awaits after it moves time (RIBsTesting's `LeakRecorder`).
  ///
  /// Work that never returns once cancelled keeps it waiting until the clock passes the grace
  /// (``windDownGrace``) after the check came due.
  package func waitForDeferredCheck() async {
    guard isCheckDeferred else { return }
    await withCheckedContinuation { deferredCheckWaiters.append($0) }
  }
}
