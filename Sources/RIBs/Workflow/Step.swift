/// One step of a ``Workflow``: it produced an actionable item and a value, which the next steps
/// receive.
///
/// Chain steps with ``onStep(_:)`` and end a chain with ``commit()``. Only committed chains run.
/// Adding two steps to the same step, or using ``fork()``, branches the workflow: the branches
/// share the steps before the branch point, which run once, and then run concurrently on the main
/// actor. Each committed chain ends on its own: an error ends the chains through
/// the step that threw (each calls the workflow's ``Workflow/didReceiveError(_:)``) and the others
/// go on; the first to complete calls ``Workflow/didComplete()``.
///
/// A step whose actionable item is an ``InteractorScope`` runs only once that
/// scope is active: the workflow waits for it, and waits again if it deactivates, until the
/// workflow is cancelled.
@preconcurrency
@MainActor
public final class Step<WorkflowActionableItemType, ActionableItemType, ValueType> {
  private struct Continuation {
    let isLive: @MainActor () -> Bool
    /// Whether a committed chain goes on from here.
    let reachesCommit: @MainActor () -> Bool
    let start: @MainActor (ActionableItemType, ValueType, WorkflowRun) -> Void
    /// Tells the next step that an error ended the chain before it.
    let fail: @MainActor (any Error, WorkflowRun) -> Void
  }

  /// A step's result, kept by the run for forks made later and for result listeners.
  @MainActor
  private final class SharedResult {
    let item: ActionableItemType
    let value: ValueType

    init(item: ActionableItemType, value: ValueType) {
      self.item = item
      self.value = value
    }
  }

  /// The error that ended a step's chain in a run, kept by the run as a result is.
  @MainActor
  private final class SharedFailure {
    let error: any Error

    init(error: any Error) {
      self.error = error
    }
  }

  /// One start of a step's body: its run until it reports or the run ends, and its work in flight.
  ///
  /// The body's work (a task, a subscription) holds the attempt, not the run, so that work
  /// still pending after its run ended keeps nothing of the run alive.
  @MainActor
  private final class Attempt {
    var run: WorkflowRun?
    var inFlight: UInt64?
    /// The run that cancelled the work and waits for it to wind down, until its last report.
    var unwindingIn: WorkflowRun?

    init(run: WorkflowRun) {
      self.run = run
    }
  }

  // NB: weak: the workflow owns its steps through their continuations.
  weak var workflow: Workflow<WorkflowActionableItemType>?
  private var continuations: [Continuation] = []
  private var isCommitted = false
  private var isPublished = false
  private var errorHandlers: [@MainActor (any Error) -> Void] = []
  private var resultListeners:
    [UInt64: @MainActor (Result<(ActionableItemType, ValueType), any Error>) -> Void] = [:]
  private var nextListenerID: UInt64 = 0
  /// Tells the step this one continues from that a chain through here now runs.
  private var previousChainDidBecomeLive: (@MainActor () -> Void)?
  /// The start of this chain in a run that passed its branch point before the chain was built.
  private var lateStart: (@MainActor () -> Void)?

  init(workflow: Workflow<WorkflowActionableItemType>?) {
    self.workflow = workflow
  }

  /// Adds the next step of the chain.
  ///
  /// - Parameter onStep: The step: it receives this step's actionable item and value and returns
  ///   the next actionable item with a value.
  /// - Returns: The new step, to chain the next one or to commit.
  public func onStep<NextActionableItemType, NextValueType>(
    _ onStep:
      @escaping @MainActor (ActionableItemType, ValueType) async throws -> (
        NextActionableItemType, NextValueType
      )
  ) -> Step<WorkflowActionableItemType, NextActionableItemType, NextValueType> {
    self.onStep { item, value, report in
      let task = Task { @MainActor in
        do {
          try await ActivationWait.untilActive(item)
          let (nextItem, nextValue) = try await onStep(item, value)
          report(.produced(nextItem, nextValue))
        } catch {
          report(.failed(error))
        }
      }
      return { task.cancel() }
    }
  }

  /// Adds the next step of the chain from its body: the primitive under every kind of step.
  package func onStep<NextActionableItemType, NextValueType>(
    startingWith body:
      @escaping StepBody<ActionableItemType, ValueType, NextActionableItemType, NextValueType>
  ) -> Step<WorkflowActionableItemType, NextActionableItemType, NextValueType> {
    let next = Step<WorkflowActionableItemType, NextActionableItemType, NextValueType>(
      workflow: workflow)
    add(
      Continuation(
        isLive: { next.isLive },
        reachesCommit: { next.reachesCommit },
        start: { item, value, run in
          let attempt = Attempt(run: run)
          let cancel = body(item, value) { outcome in
            // The report of cancelled work: it has wound down.
            if let cancelledIn = attempt.unwindingIn {
              attempt.unwindingIn = nil
              cancelledIn.endUnwinding()
              return
            }
            guard let run = attempt.run, !run.hasEnded else { return }
            attempt.run = nil
            if let inFlight = attempt.inFlight { run.removeInFlight(inFlight) }
            switch outcome {
            case .produced(let nextItem, let nextValue):
              next.deliver((nextItem, nextValue), in: run)
            case .finishedWithoutResult:
              // As an observable that completes empty: the chains after it complete.
              if next.reachesCommit { run.chainDidComplete() }
              run.closeChain()
            case .failed(let error) where error is CancellationError:
              run.cancel()
            case .failed(let error):
              next.didFail(error, in: run)
              run.closeChain()
            }
          }
          if attempt.run != nil, !run.hasEnded {
            attempt.inFlight = run.addInFlight {
              attempt.unwindingIn = attempt.run
              attempt.run?.beginUnwinding()
              attempt.run = nil
              cancel()
            }
          }
        },
        fail: { next.didFail($0, in: $1) }),
      leadingTo: next)
    return next
  }

  /// Calls `onError` when the step that produces this step's actionable item, or a step before it
  /// on the chain, throws.
  ///
  /// The chain still ends, and each committed chain through this step calls
  /// ``Workflow/didReceiveError(_:)``; cancellation is not an error.
  ///
  /// - Parameter onError: Receives the error.
  /// - Returns: This step, to chain the next one.
  @discardableResult
  public func onError(_ onError: @escaping @MainActor (any Error) -> Void) -> Self {
    errorHandlers.append(onError)
    return self
  }

  /// Tells this step's handlers and listeners, then every chain after it, that an error ended
  /// the chain before it.
  ///
  /// A committed chain ending here tells the workflow. The run keeps the error, for result
  /// listeners that come later in it (a fork subscribing late).
  private func didFail(_ error: any Error, in run: WorkflowRun) {
    run.record(SharedFailure(error: error), of: self)
    for handler in errorHandlers { handler(error) }
    notifyListeners(of: .failure(error))
    if isCommitted { run.chainDidFail(error) }
    for continuation in continuations { continuation.fail(error, run) }
  }

  /// Ends the chain here, so that it runs when the workflow is subscribed.
  ///
  /// - Returns: The workflow.
  @discardableResult
  public func commit() -> Workflow<WorkflowActionableItemType> {
    isCommitted = true
    chainDidBecomeLive()
    guard let workflow else {
      preconditionFailure("A workflow step was committed after its workflow was deallocated.")
    }
    return workflow
  }

  /// Branches the workflow here: the returned step receives this step's actionable item and value,
  /// like this step's own next steps, and calls the workflow's ``Workflow/didFork()``.
  ///
  /// Forking a step that has already produced its result in the running workflow (from inside a
  /// later step, say) starts the branch with that result as soon as the branch is committed, as a
  /// new chain from such a step does; the run lasts until the branch has finished too, and the
  /// branch's error calls ``Workflow/didReceiveError(_:)``. A branch not committed by the main
  /// actor's next turn does not run.
  ///
  /// - Returns: A step to continue the branch from.
  public func fork() -> Step<WorkflowActionableItemType, ActionableItemType, ValueType> {
    let branch = Step<WorkflowActionableItemType, ActionableItemType, ValueType>(
      workflow: workflow)
    add(
      Continuation(
        isLive: { branch.isLive },
        reachesCommit: { branch.reachesCommit },
        start: { item, value, run in branch.deliver((item, value), in: run) },
        fail: { branch.didFail($0, in: $1) }),
      leadingTo: branch)
    workflow?.didFork()
    return branch
  }

  /// Adds `continuation`, whose chain goes on at `next`.
  ///
  /// If this step has produced its result in the running workflow, the new chain is late for it:
  /// it starts with that result once it is committed (before `commit()` returns), or is dropped on
  /// the main actor's next turn if it is not; the run stays open until then.
  private func add<NextActionableItemType, NextValueType>(
    _ continuation: Continuation,
    leadingTo next: Step<WorkflowActionableItemType, NextActionableItemType, NextValueType>
  ) {
    continuations.append(continuation)
    next.previousChainDidBecomeLive = { [weak self] in self?.chainDidBecomeLive() }
    guard let run = workflow?.currentRun, let shared = run.result(of: self) as? SharedResult
    else { return }
    run.openChain()
    next.lateStart = {
      if !run.hasEnded { continuation.start(shared.item, shared.value, run) }
    }
    Task { @MainActor in
      if next.lateStart != nil {
        next.lateStart = nil
        run.closeChain()
      }
    }
  }

  /// Starts this chain in the run it is late for, if any, or passes the news up the chain.
  private func chainDidBecomeLive() {
    if let lateStart {
      self.lateStart = nil
      lateStart()
    } else {
      previousChainDidBecomeLive?()
    }
  }

  // MARK: Results for publishers

  /// Makes this step run whenever the workflow runs, as a committed one does, for result listeners
  /// that subscribe later.
  package func publishResults() {
    isPublished = true
    chainDidBecomeLive()
  }

  /// This step's result in the workflow's current run, if it has produced it or its chain has
  /// failed before it; otherwise starts waiting for the next one: `deliver` receives it, or the
  /// error that ends its chain, once.
  ///
  /// - Parameter deliver: Receives the result that comes next.
  /// - Returns: The result produced already, the error that ended the chain, or what stops waiting.
  package func resultOrWait(
    _ deliver: @escaping @MainActor (Result<(ActionableItemType, ValueType), any Error>) -> Void
  ) -> StepResultWait<(ActionableItemType, ValueType)> {
    switch workflow?.currentRun?.result(of: self) {
    case let shared as SharedResult: return .produced((shared.item, shared.value))
    case let failure as SharedFailure: return .failed(failure.error)
    default: break
    }
    nextListenerID += 1
    let id = nextListenerID
    resultListeners[id] = deliver
    return .waiting(stop: { [weak self] in self?.resultListeners[id] = nil })
  }

  private func notifyListeners(of result: Result<(ActionableItemType, ValueType), any Error>) {
    guard !resultListeners.isEmpty else { return }
    let listeners = resultListeners.sorted { $0.key < $1.key }.map(\.value)
    resultListeners = [:]
    for listener in listeners { listener(result) }
  }

  // MARK: Running

  /// Whether a committed chain, or a publisher of results, goes through this step.
  var isLive: Bool {
    isCommitted || isPublished || continuations.contains { $0.isLive() }
  }

  /// Whether a committed chain goes through this step.
  var reachesCommit: Bool {
    isCommitted || continuations.contains { $0.reachesCommit() }
  }

  /// Starts the live chains that continue from this step with its result.
  ///
  /// Called holding one open chain of `run`, which it closes once every continuation has started,
  /// so that a chain that finishes at once cannot complete the run before its siblings start.
  func deliver(_ result: (ActionableItemType, ValueType), in run: WorkflowRun) {
    guard !run.hasEnded else { return }
    let (item, value) = result
    // The result is kept in a main-actor box: the item and value need not be Sendable, since
    // every step runs on the main actor.
    run.record(SharedResult(item: item, value: value), of: self)
    notifyListeners(of: .success(result))
    let live = continuations.filter { $0.isLive() }
    for _ in live { run.openChain() }
    for continuation in live where !run.hasEnded {
      continuation.start(item, value, run)
    }
    if isCommitted { run.chainDidComplete() }
    run.closeChain()
  }
}

/// A step's result, or the wait for it: what ``Step/resultOrWait(_:)`` returns.
package enum StepResultWait<Result> {
  /// The step has produced its result in the workflow's current run.
  case produced(Result)
  /// The step's chain has failed before it in the workflow's current run.
  case failed(any Error)
  /// The result is awaited; `stop` ends the wait.
  case waiting(stop: @MainActor () -> Void)
}
