extension Task {
  /// Cancels this task when the worker stops running.
  ///
  /// Uber's `cancelOnStop(_:)` for tasks. Called while the worker is not running, the task is
  /// cancelled at once and the misuse is reported to ``RIBsDiagnostics``.
  ///
  /// - Parameter worker: The worker whose run scopes the task.
  /// - Returns: The task.
  @MainActor
  @discardableResult
  public func cancelOnStop(_ worker: Worker) -> Task<Success, Failure> {
    // Cancelled, the task may hold what its worker held until it returns: the leak detector
    // waits for it.
    let work = WindingDownWork()
    let id = worker.addRunCleanup(cancelling: "A task") {
      work.didCancel()
      self.cancel()
    }
    ScopedTask.whenFinished(self) { [weak worker] in
      if let id { worker?.removeRunCleanup(id) }
      work.didFinish()
    }
    return self
  }
}
