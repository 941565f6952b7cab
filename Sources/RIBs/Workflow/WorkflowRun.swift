/// One run of a workflow, from ``Workflow/subscribe(_:)`` to its end: the chains still open, the
/// work in flight to cancel if the run ends early, and the result each step produced.
///
/// The run counts open chains: the root delivery opens one; a step that delivers its result opens
/// one per live continuation and then closes its own; a chain that reaches its committed end, fails,
/// or whose step publisher finishes without a value, closes one. Each committed chain ends on its
/// own: the first to complete calls the workflow's `didComplete()` (once per run), and each that
/// fails calls its `didReceiveError(_:)`, while the others go on. The run ends when its last chain
/// has closed, or at once on ``cancel()``. At the end, work still in flight is
/// cancelled and every result is forgotten, so that a workflow kept after its run keeps no
/// actionable item.
@MainActor
package final class WorkflowRun {
  /// What the run tells its workflow.
  struct Hooks {
    /// A committed chain completed, the first in the run.
    let didComplete: @MainActor () -> Void
    /// A committed chain failed.
    let didFail: @MainActor (any Error) -> Void
  }

  private var openChains = 0
  /// The workflow's hooks, until the end; they hold the workflow, which lives as long as its run.
  private var hooks: Hooks?
  /// Whether a committed chain has completed in this run, which called `didComplete()`.
  private var hasCompletedAChain = false
  /// The work bound to the workflow (`disposeWith(workflow:)`), cancelled when the run's
  /// subscription is cancelled, before or after the run ended.
  private let boundWork: BoundWork

  /// The work bound to a workflow, as its runs see it; holds the workflow weakly.
  struct BoundWork {
    /// Cancels the work.
    let cancel: @MainActor () -> Void
    /// Whether any work is bound.
    let isPending: @MainActor () -> Bool
  }
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

  init(hooks: Hooks, boundWork: BoundWork) {
    self.hooks = hooks
    self.boundWork = boundWork
  }

  /// A run that has ended before it started, having called no hook: a workflow subscribed before
  /// any chain of it was committed.
  static func endedWithoutRunning(boundWork: BoundWork) -> WorkflowRun {
    let run = WorkflowRun(hooks: Hooks(didComplete: {}, didFail: { _ in }), boundWork: boundWork)
    run.end()
    return run
  }

  /// Whether a cancellation of the run's subscription still has work to cancel: the run has not
  /// ended, or work bound to the workflow waits for it.
  package var awaitsCancellation: Bool { !hasEnded || boundWork.isPending() }

  // MARK: Chains

  func openChain() {
    if !hasEnded { openChains += 1 }
  }

  func closeChain() {
    guard !hasEnded else { return }
    openChains -= 1
    if openChains == 0 { end() }
  }

  /// A committed chain reached its end: the first in the run calls the workflow's `didComplete()`.
  func chainDidComplete() {
    guard !hasEnded, !hasCompletedAChain else { return }
    hasCompletedAChain = true
    hooks?.didComplete()
  }

  /// A committed chain failed with `error`: calls the workflow's `didReceiveError(_:)`.
  func chainDidFail(_ error: any Error) {
    guard !hasEnded else { return }
    hooks?.didFail(error)
  }

  /// Ends the run without calling the workflow's `didComplete()` or `didReceiveError(_:)`, and
  /// cancels the work bound to the workflow; after the run has ended, only the latter.
  package func cancel() {
    guard !hasEnded else {
      boundWork.cancel()
      return
    }
    isCancelled = true
    end()
    boundWork.cancel()
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

  private func end() {
    hasEnded = true
    hooks = nil
    results = [:]
    while let due = inFlight.takeAll() { due.forEach { $0() } }
    let handlers = endHandlers
    endHandlers = []
    handlers.forEach { $0() }
    notifyIfWoundDown()
  }
}
