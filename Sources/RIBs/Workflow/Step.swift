/// One step of a ``Workflow``: it produced an actionable item and a value, which the next steps
/// receive.
///
/// Chain steps with ``onStep(_:)`` and end a chain with ``commit()``. Only committed chains run.
/// Adding two steps to the same step, or using ``fork()``, branches the workflow: the branches
/// share the steps before the branch point, which run once, and then run concurrently on the main
/// actor.
///
/// As in Uber's RIBs, a step whose actionable item is an ``InteractorScope`` runs only once that
/// scope is active: the workflow waits for it, and waits again if it deactivates, until the
/// workflow is cancelled.
@MainActor
public final class Step<WorkflowActionableItemType, ActionableItemType, ValueType> {
  private struct Continuation {
    let isLive: @MainActor () -> Bool
    let run: @MainActor (ActionableItemType, ValueType) async throws -> Void
    /// Tells the next step that an error ended the chain before it.
    let fail: @MainActor (any Error) -> Void
  }

  @MainActor
  private final class SharedResult {
    let item: ActionableItemType
    let value: ValueType

    init(item: ActionableItemType, value: ValueType) {
      self.item = item
      self.value = value
    }
  }

  // NB: weak: the workflow owns its steps through their continuations.
  weak var workflow: Workflow<WorkflowActionableItemType>?
  private var continuations: [Continuation] = []
  private var isCommitted = false
  private var errorHandlers: [@MainActor (any Error) -> Void] = []

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
    let next = Step<WorkflowActionableItemType, NextActionableItemType, NextValueType>(
      workflow: workflow)
    continuations.append(
      Continuation(
        isLive: { next.isLive },
        run: { item, value in
          try await ActivationWait.untilActive(item)
          let nextResult: (NextActionableItemType, NextValueType)
          do {
            nextResult = try await onStep(item, value)
          } catch {
            if !(error is CancellationError) { next.didFail(error) }
            throw error
          }
          try await next.deliver(nextResult)
        },
        fail: { next.didFail($0) }))
    return next
  }

  /// Calls `onError` when the step that produces this step's actionable item, or a step before it
  /// on the chain, throws.
  ///
  /// Uber's `onError(_:)`. The workflow still ends and calls ``Workflow/didReceiveError(_:)``;
  /// cancellation is not an error.
  ///
  /// - Parameter onError: Receives the error.
  /// - Returns: This step, to chain the next one.
  @discardableResult
  public func onError(_ onError: @escaping @MainActor (any Error) -> Void) -> Self {
    errorHandlers.append(onError)
    return self
  }

  private func didFail(_ error: any Error) {
    for handler in errorHandlers { handler(error) }
    for continuation in continuations { continuation.fail(error) }
  }

  /// Ends the chain here, so that it runs when the workflow is subscribed.
  ///
  /// - Returns: The workflow.
  @discardableResult
  public func commit() -> Workflow<WorkflowActionableItemType> {
    isCommitted = true
    guard let workflow else {
      preconditionFailure("A workflow step was committed after its workflow was deallocated.")
    }
    return workflow
  }

  /// Branches the workflow here: the returned step receives this step's actionable item and value,
  /// like this step's own next steps, and calls the workflow's ``Workflow/didFork()``.
  ///
  /// Forking a step that has already produced its result in the running workflow (from inside a
  /// later step, say) starts the branch with that result as soon as the current step yields; the
  /// workflow completes once the branch has finished too, and the branch's error ends it.
  ///
  /// - Returns: A step to continue the branch from.
  public func fork() -> Step<WorkflowActionableItemType, ActionableItemType, ValueType> {
    let branch = Step<WorkflowActionableItemType, ActionableItemType, ValueType>(
      workflow: workflow)
    continuations.append(
      Continuation(
        isLive: { branch.isLive }, run: { try await branch.deliver(($0, $1)) },
        fail: { branch.didFail($0) }))
    workflow?.didFork()
    if let result = workflow?.result(of: self) as? SharedResult {
      workflow?.startLateBranch { try await branch.deliver((result.item, result.value)) }
    }
    return branch
  }

  /// Whether a committed chain goes through this step.
  var isLive: Bool {
    isCommitted || continuations.contains { $0.isLive() }
  }

  /// Runs the live chains that continue from this step with its result.
  func deliver(_ result: (ActionableItemType, ValueType)) async throws {
    let (item, value) = result
    // NB: the result goes to the branches in a main-actor box: the item and value need not be
    // Sendable, since every step runs on the main actor.
    let shared = SharedResult(item: item, value: value)
    workflow?.record(shared, of: self)
    let live = continuations.filter { $0.isLive() }
    if live.count == 1 {
      try await live[0].run(item, value)
      return
    }
    let branches: [@MainActor @Sendable () async throws -> Void] = live.map { continuation in
      { try await continuation.run(shared.item, shared.value) }
    }
    try await withThrowingTaskGroup(of: Void.self) { group in
      for branch in branches {
        group.addTask(operation: branch)
      }
      // The first error ends the workflow: the other branches are cancelled.
      try await group.waitForAll()
    }
  }
}
