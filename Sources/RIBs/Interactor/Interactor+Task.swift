extension Interactor {
  /// Starts a task that is cancelled when the interactor deactivates.
  ///
  /// Like SwiftUI's `task` modifier, the task lives as long as the activation: a RIB that is detached
  /// stops its work. Called on an inactive interactor, the task is cancelled at once and the misuse
  /// is reported to ``RIBsDiagnostics`` as ``RIBsDiagnostic/Kind/scopeIsInactive``.
  ///
  /// ```swift
  /// override func didBecomeActive() {
  ///   super.didBecomeActive()
  ///   task {
  ///     for await score in self.scoreStream.scores {
  ///       self.presenter.show(score)
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - priority: The priority of the task.
  ///   - operation: The work. It runs on the main actor.
  /// - Returns: The task, for callers that want to await or cancel it earlier.
  @discardableResult
  public final func task(
    priority: TaskPriority? = nil,
    _ operation: @escaping @MainActor () async -> Void
  ) -> Task<Void, Never> {
    let task = Task(priority: priority) { @MainActor in
      // A task scoped to an inactive scope is cancelled before it can start.
      guard !Task.isCancelled else { return }
      await operation()
    }
    task.cancelOnDeactivate(interactor: self)
    return task
  }
}

extension Task {
  /// Cancels this task when the interactor deactivates.
  ///
  /// Uber's `disposeOnDeactivate(interactor:)`, for Swift concurrency. Called with an inactive
  /// interactor, the task is cancelled at once and the misuse is reported to ``RIBsDiagnostics``.
  ///
  /// - Parameter interactor: The interactor whose activation scopes the task.
  @MainActor
  public func cancelOnDeactivate(interactor: Interactor) {
    guard let id = interactor.addActivationCleanup({ self.cancel() }) else {
      RIBsDiagnostics.report(
        .scopeIsInactive,
        "A task was scoped to the inactive interactor \(type(of: interactor)); it was cancelled at once."
      )
      return
    }
    // Forget the cleanup when the task ends on its own, so a long activation does not accumulate
    // finished tasks.
    Task<Void, Never> { @MainActor [weak interactor] in
      _ = await self.result
      interactor?.removeActivationCleanup(id)
    }
  }
}
