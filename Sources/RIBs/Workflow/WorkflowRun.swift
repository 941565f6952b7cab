/// One run of a workflow, from ``Workflow/subscribe(_:)`` to its end: the chains still open, the
/// work in flight to cancel if the run ends early, and the result each step produced.
///
/// The run counts open chains: the root delivery opens one; a step that delivers its result opens
/// one per live continuation and then closes its own; a chain that reaches its committed end, or a
/// step publisher that finishes without a value, closes one. Whichever comes first ends the run,
/// once: the count reaching zero (completed), an error (failed) or ``cancel()`` (cancelled). At the
/// end, work still in flight is cancelled and every result is forgotten, so that a workflow kept
/// after its run keeps no actionable item.
@MainActor
package final class WorkflowRun {
  /// What the run tells its workflow when it ends.
  struct Hooks {
    let didComplete: @MainActor () -> Void
    let didFail: @MainActor (any Error) -> Void
    let wasCancelled: @MainActor () -> Void
  }

  private var openChains = 0
  /// The workflow's hooks, until the end; they hold the workflow, which lives as long as its run.
  private var hooks: Hooks?
  private var inFlight = ScopedCleanups()
  private var results: [ObjectIdentifier: AnyObject] = [:]
  private var endHandlers: [@MainActor () -> Void] = []

  /// Whether the run has ended, whatever the way.
  package private(set) var hasEnded = false
  /// Whether the run ended by ``cancel()``.
  package private(set) var isCancelled = false

  init(hooks: Hooks) {
    self.hooks = hooks
  }

  // MARK: Chains

  func openChain() {
    if !hasEnded { openChains += 1 }
  }

  func closeChain() {
    guard !hasEnded else { return }
    openChains -= 1
    if openChains == 0 { end(completed: true) }
  }

  /// Ends the run with a step's error; a `CancellationError` ends it as cancelled.
  func fail(_ error: any Error) {
    guard !hasEnded else { return }
    if error is CancellationError {
      cancel()
      return
    }
    let didFail = hooks?.didFail
    end(completed: false)
    didFail?(error)
  }

  /// Ends the run without calling the workflow's `didComplete()` or `didReceiveError(_:)`.
  package func cancel() {
    guard !hasEnded else { return }
    isCancelled = true
    let wasCancelled = hooks?.wasCancelled
    end(completed: false)
    wasCancelled?()
  }

  // MARK: Work in flight

  /// Registers the cancellation of a step's pending work; returns what withdraws it.
  func addInFlight(_ cancel: @escaping @MainActor () -> Void) -> UInt64 {
    inFlight.add { cancel() }
  }

  func removeInFlight(_ id: UInt64) {
    inFlight.remove(id)
  }

  // MARK: Results

  func record(_ result: AnyObject, of step: AnyObject) {
    if !hasEnded { results[ObjectIdentifier(step)] = result }
  }

  func result(of step: AnyObject) -> AnyObject? {
    results[ObjectIdentifier(step)]
  }

  // MARK: The end

  /// Calls `handler` when the run ends, at once if it has.
  package func whenEnded(_ handler: @escaping @MainActor () -> Void) {
    if hasEnded {
      handler()
    } else {
      endHandlers.append(handler)
    }
  }

  /// Returns once the run has ended.
  package func waitUntilEnded() async {
    guard !hasEnded else { return }
    await withCheckedContinuation { continuation in whenEnded { continuation.resume() } }
  }

  private func end(completed: Bool) {
    hasEnded = true
    let didComplete = completed ? hooks?.didComplete : nil
    hooks = nil
    results = [:]
    while let due = inFlight.takeAll() { due.forEach { $0() } }
    didComplete?()
    let handlers = endHandlers
    endHandlers = []
    handlers.forEach { $0() }
  }
}
