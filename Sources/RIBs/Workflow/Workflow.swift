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
/// Steps run on the main actor, one after the other. A step that throws ends the workflow:
/// ``didReceiveError(_:)`` is called and nothing after it runs. When every committed chain has
/// finished, ``didComplete()`` is called once. Cancelling the task that ``subscribe(_:)`` returns
/// stops the workflow at the next step boundary, without calling either hook.
@MainActor
open class Workflow<ActionableItemType> {
  private let root = Step<ActionableItemType, ActionableItemType, Void>(workflow: nil)
  /// The task of the current run, while it runs.
  private var run: Task<Void, Never>?
  /// Branches forked from steps that had already produced their result, not yet awaited.
  private var lateBranches: [Task<Void, any Error>] = []
  /// The first error of a late branch, which ends the run.
  private var lateBranchError: (any Error)?
  /// The result each step has produced in the current run, for forks made later; kept by the run
  /// only, so that a workflow kept after its run keeps no actionable item.
  private var results: [ObjectIdentifier: AnyObject] = [:]

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

  /// Starts the workflow with the root actionable item.
  ///
  /// - Parameter actionableItem: The item the first steps receive, usually the root interactor.
  /// - Returns: The task that runs the workflow; cancel it to stop the workflow at the next step
  ///   boundary, or bind it with `cancelOnDeactivate(interactor:)`.
  @discardableResult
  public final func subscribe(_ actionableItem: ActionableItemType) -> Task<Void, Never> {
    let task = Task { @MainActor in
      do {
        try await withTaskCancellationHandler {
          try await self.root.deliver((actionableItem, ()))
          while !self.lateBranches.isEmpty {
            try await self.lateBranches.removeFirst().value
          }
        } onCancel: {
          Task { @MainActor in self.cancelLateBranches() }
        }
        try Task.checkCancellation()
        self.endRun()
        self.didComplete()
      } catch {
        let error = self.lateBranchError ?? error
        self.endRun()
        // Cancelled by the subscriber: the workflow just stops.
        if !(error is CancellationError) { self.didReceiveError(error) }
      }
    }
    run = task
    return task
  }

  /// Runs a branch forked from a step that had already produced its result, as part of the
  /// current run; does nothing if the workflow is not running.
  func startLateBranch(_ branch: @escaping @MainActor () async throws -> Void) {
    guard let run else { return }
    lateBranches.append(
      Task { @MainActor in
        do {
          try await branch()
        } catch {
          if !(error is CancellationError), self.lateBranchError == nil {
            self.lateBranchError = error
            run.cancel()
          }
          throw error
        }
      })
  }

  /// Keeps the result a step produced, until the run ends.
  func record(_ result: AnyObject, of step: AnyObject) {
    if run != nil { results[ObjectIdentifier(step)] = result }
  }

  /// The result `step` produced in the current run, if it has.
  func result(of step: AnyObject) -> AnyObject? {
    results[ObjectIdentifier(step)]
  }

  private func cancelLateBranches() {
    for branch in lateBranches { branch.cancel() }
  }

  private func endRun() {
    cancelLateBranches()
    lateBranches = []
    lateBranchError = nil
    results = [:]
    run = nil
  }

  /// Called once when every committed chain has finished.
  ///
  /// The default implementation does nothing.
  open func didComplete() {}

  /// Called when a step is forked with ``Step/fork()``.
  ///
  /// The default implementation does nothing.
  open func didFork() {}

  /// Called when a step throws; the workflow has ended.
  ///
  /// The default implementation does nothing.
  ///
  /// - Parameter error: What the step threw.
  open func didReceiveError(_ error: any Error) {}
}
