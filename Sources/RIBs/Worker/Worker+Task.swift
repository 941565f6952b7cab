extension Task {
  /// Cancels this task when the worker stops running.
  ///
  /// Called while the worker is not running, the task is
  /// cancelled at once and the misuse is reported to ``RIBsDiagnostics``.
  ///
  /// - Parameter worker: The worker whose run scopes the task.
  /// - Returns: The task.
  @MainActor
  @discardableResult
  public func cancelOnStop(_ worker: Worker) -> Task<Success, Failure> {
    ScopedTask.bind(
      self, add: { worker.addRunCleanup(cancelling: "A task", $0) },
      remove: { [weak worker] in worker?.removeRunCleanup($0) })
    return self
  }
}
