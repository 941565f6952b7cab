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
    ScopedTask.make(priority: priority, operation).cancelOnDeactivate(interactor: self)
  }
}

extension Task {
  /// Cancels this task when the interactor deactivates.
  ///
  /// Called with an inactive
  /// interactor, the task is cancelled at once and the misuse is reported to ``RIBsDiagnostics``.
  ///
  /// - Parameter interactor: The interactor whose activation scopes the task.
  /// - Returns: The task.
  @MainActor
  @discardableResult
  public func cancelOnDeactivate(interactor: Interactor) -> Task<Success, Failure> {
    ScopedTask.bind(
      self, add: { interactor.addActivationCleanup(cancelling: "A task", $0) },
      remove: { [weak interactor] in interactor?.removeActivationCleanup($0) })
    return self
  }
}
