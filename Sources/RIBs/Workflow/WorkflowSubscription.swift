/// A running workflow, as ``Workflow/subscribe(_:)`` returns it: cancel it to end the workflow, or
/// bind it to a scope.
///
/// ```swift
/// LaunchGameWorkflow(gameID: id).subscribe(self).cancelOnDeactivate(interactor: self)
/// ```
///
/// Where RIBsCombine is imported it is also a Combine `Cancellable`. Releasing it does not cancel
/// the workflow, which runs until it ends.
@preconcurrency
@MainActor
public final class WorkflowSubscription {
  private let run: WorkflowRun

  init(run: WorkflowRun) {
    self.run = run
  }

  /// Whether the workflow has ended: completed, failed or cancelled.
  public var hasEnded: Bool { run.hasEnded }

  /// Whether the workflow was cancelled before it ended on its own.
  public var isCancelled: Bool { run.isCancelled }

  /// Ends the workflow at once, without calling its `didComplete()` or `didReceiveError(_:)`, and
  /// ends the work bound to it (`disposeWith(workflow:)`, `cancelWith(workflow:)`), whether or not
  /// the workflow had ended: that work lasts as long as the subscription.
  ///
  /// The running step's task is cancelled and its result, if it still returns one, is ignored.
  /// Called off the main actor, the workflow ends on the main actor's next turn.
  public nonisolated func cancel() {
    if MainActorContext.isCurrent {
      MainActor.assumeIsolated { run.cancel() }
    } else {
      Task { @MainActor [run] in run.cancel() }
    }
  }

  /// Returns once the workflow has ended, however it ended, and the work of its steps has wound
  /// down: a cancelled step's task has returned, so nothing of the workflow holds its actionable
  /// items any more (what a test awaits before it checks that a RIB has gone).
  public func waitUntilEnded() async {
    await run.waitUntilEnded()
  }

  /// Cancels the workflow when the interactor deactivates.
  ///
  /// After the workflow has ended, the binding lasts while work bound to the workflow waits for
  /// the cancellation.
  ///
  /// Called with an inactive interactor, the workflow is cancelled at once and the misuse is
  /// reported to ``RIBsDiagnostics``.
  ///
  /// - Parameter interactor: The interactor whose activation scopes the workflow.
  /// - Returns: This subscription.
  @discardableResult
  public func cancelOnDeactivate(interactor: Interactor) -> Self {
    guard let id = interactor.addActivationCleanup(cancelling: "A workflow", { self.run.cancel() })
    else { return self }
    run.whenEnded { [run, weak interactor] in
      if !run.awaitsCancellation { interactor?.removeActivationCleanup(id) }
    }
    return self
  }

  /// Cancels the workflow when the worker stops running.
  ///
  /// After the workflow has ended, the binding lasts while work bound to the workflow waits for
  /// the cancellation.
  ///
  /// Called while the worker is not running, the workflow is cancelled at once and the misuse is
  /// reported to ``RIBsDiagnostics``.
  ///
  /// - Parameter worker: The worker whose run scopes the workflow.
  /// - Returns: This subscription.
  @discardableResult
  public func cancelOnStop(_ worker: Worker) -> Self {
    guard let id = worker.addRunCleanup(cancelling: "A workflow", { self.run.cancel() }) else {
      return self
    }
    run.whenEnded { [run, weak worker] in
      if !run.awaitsCancellation { worker?.removeRunCleanup(id) }
    }
    return self
  }
}
