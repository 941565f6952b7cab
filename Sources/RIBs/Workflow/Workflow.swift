/// A chain of steps that drives the RIB tree through several states, for deep links and
/// notifications: "log in if needed, then start the game named in the link".
///
/// Each step is an `async` closure that receives the actionable item the previous step produced and
/// returns the next actionable item with a value. ``Step/commit()`` ends a chain; ``subscribe(_:)``
/// starts the workflow from the root actionable item:
///
/// ```swift
/// final class LaunchGameWorkflow: Workflow<any RootActionableItem> {
///   init(gameID: String) {
///     super.init()
///     onStep { (root: any RootActionableItem) in
///       try await root.waitForLogin()
///     }
///     .onStep { (loggedIn: any LoggedInActionableItem, _: Void) in
///       try await loggedIn.launchGame(with: gameID)
///     }
///     .commit()
///   }
/// }
///
/// // In RootInteractor, the URL handler:
/// LaunchGameWorkflow(gameID: id).subscribe(self).cancelOnDeactivate(interactor: self)
/// ```
///
/// Steps run on the main actor, one after the other. A step that throws ends its chain:
/// ``didReceiveError(_:)`` is called (once for each committed chain through that step) and nothing
/// after it runs; the chains of other branches go on. When the first committed chain completes,
/// ``didComplete()`` is called, once per run. Cancelling the
/// ``WorkflowSubscription`` that ``subscribe(_:)`` returns ends the workflow at once, without
/// calling either hook: the running step's task is cancelled, and whatever it returns later is
/// ignored.
///
/// Where RIBsCombine is imported, steps may also return publishers: such a step
/// runs as soon as its actionable item is active, and the next one as soon as its publisher emits.
///
/// A workflow owns its steps and may be subscribed again, so a step that uses the workflow (to fork
/// it, or to bind work with `cancelWith(workflow:)`) captures it weakly or unowned: a strong capture
/// keeps the workflow alive for good.
@preconcurrency
@MainActor
open class Workflow<ActionableItemType> {
  private let root = Step<ActionableItemType, ActionableItemType, Void>(workflow: nil)
  /// The latest run, while it runs: where forks made from inside a step find the results so far.
  weak var currentRun: WorkflowRun?
  /// Work bound to the workflow with `cancelWith(workflow:)`, cancelled with its subscription.
  private var boundWork = ScopedCleanups()

  /// Creates a workflow without steps.
  public init() {
    root.workflow = self
  }

  /// Adds the first step of a chain.
  ///
  /// - Parameter onStep: The step: it receives the root actionable item and returns the next
  ///   actionable item with a value, usually once the RIB tree is in the state the next step needs.
  /// - Returns: The step, to chain the next one or to commit.
  public final func onStep<NextActionableItemType, NextValueType>(
    _ onStep:
      @escaping @MainActor (ActionableItemType) async throws -> (
        NextActionableItemType, NextValueType
      )
  ) -> Step<ActionableItemType, NextActionableItemType, NextValueType> {
    root.onStep { item, _ in try await onStep(item) }
  }

  /// Adds the first step of a chain from its body: the primitive under every kind of first step.
  package final func onStep<NextActionableItemType, NextValueType>(
    startingWith body:
      @escaping StepBody<ActionableItemType, Void, NextActionableItemType, NextValueType>
  ) -> Step<ActionableItemType, NextActionableItemType, NextValueType> {
    root.onStep(startingWith: body)
  }

  /// Starts the workflow with the root actionable item.
  ///
  /// Steps whose work is ready at once run before this method returns (a publisher step whose
  /// publisher emits at once); `async` steps run on the main actor's next turns.
  ///
  /// - Parameter actionableItem: The item the first steps receive, usually the root interactor.
  /// - Returns: The run's subscription: cancel it to end the workflow, or bind it with
  ///   ``WorkflowSubscription/cancelOnDeactivate(interactor:)``.
  @discardableResult
  public final func subscribe(_ actionableItem: ActionableItemType) -> WorkflowSubscription {
    let boundWork = WorkflowRun.BoundWork(
      cancel: { [weak self] in self?.cancelBoundWork() },
      isPending: { [weak self] in self?.boundWork.isEmpty == false })
    guard root.reachesCommit else {
      RIBsDiagnostics.report(
        .workflowNotCommitted,
        "\(type(of: self)) was subscribed before any of its chains was committed: nothing ran. "
          + "End each chain with commit() before subscribe(_:).")
      return WorkflowSubscription(run: .endedWithoutRunning(boundWork: boundWork))
    }
    // The hooks hold the workflow for as long as it runs, as a running task held it before.
    let run = WorkflowRun(
      hooks: WorkflowRun.Hooks(
        didComplete: { self.didComplete() },
        didFail: { self.didReceiveError($0) }),
      boundWork: boundWork)
    currentRun = run
    run.openChain()
    root.deliver((actionableItem, ()), in: run)
    return WorkflowSubscription(run: run)
  }

  /// Cancels `cancel`'s work when a subscription of this workflow is cancelled, whether or not its
  /// run has ended.
  package final func bindToCancellation(_ cancel: @escaping @MainActor () -> Void) {
    _ = boundWork.add { cancel() }
  }

  private func cancelBoundWork() {
    while let due = boundWork.takeAll() { due.forEach { $0() } }
  }

  /// Called when the first committed chain completes, once per run.
  ///
  /// Other branches may still be running. The default implementation does nothing.
  open func didComplete() {}

  /// Called when a step is forked with ``Step/fork()``.
  ///
  /// The default implementation does nothing.
  open func didFork() {}

  /// Called when a step throws, once for each committed chain through that step; those chains
  /// have ended.
  ///
  /// The default implementation does nothing.
  ///
  /// - Parameter error: What the step threw.
  open func didReceiveError(_ error: any Error) {}
}
