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
  /// Step work cancelled and still winding down (a task that has not returned yet), which may
  /// still hold actionable items.
  private var unwinding = 0
  /// Waiters for the end of the run and of the work it cancelled.
  private var woundDownHandlers: [@MainActor () -> Void] = []

  /// Whether the run has ended, whatever the way.
  package private(set) var hasEnded = false
  /// Whether the run ended by ``cancel()``.
  package private(set) var isCancelled = false

  /// The leak detector in effect when the run started, which waits for the run's cancelled work
  /// to wind down before it checks: until then, that work may still hold a RIB that went away.
  private let leakDetector = LeakDetector.instance

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

  /// Returns once the run has ended and the step work it cancelled has wound down: nothing of the
  /// run holds an actionable item any more.
  package func waitUntilEnded() async {
    guard !isWoundDown else { return }
    await withCheckedContinuation { continuation in
      woundDownHandlers.append { continuation.resume() }
    }
  }

  /// Whether the run has ended and no work it cancelled is still winding down.
  private var isWoundDown: Bool { hasEnded && unwinding == 0 }

  /// Counts step work that was cancelled and still runs, until ``endUnwinding()``.
  func beginUnwinding() {
    unwinding += 1
    leakDetector.workWillWindDown()
  }

  /// Counts down work counted by ``beginUnwinding()``, which has wound down.
  func endUnwinding() {
    unwinding -= 1
    notifyIfWoundDown()
    leakDetector.workDidWindDown()
  }

  private func notifyIfWoundDown() {
    guard isWoundDown, !woundDownHandlers.isEmpty else { return }
    let handlers = woundDownHandlers
    woundDownHandlers = []
    handlers.forEach { $0() }
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
    notifyIfWoundDown()
  }
}
