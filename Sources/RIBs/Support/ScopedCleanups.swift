/// The cleanups of one scope, an interactor's activation or a worker's run, run when it ends.
struct ScopedCleanups {
  private var cleanups: [UInt64: () -> Void] = [:]
  private var nextID: UInt64 = 0

  /// Whether no cleanup is registered.
  var isEmpty: Bool { cleanups.isEmpty }

  /// Registers `cleanup`; returns the identifier that withdraws it.
  mutating func add(_ cleanup: @escaping () -> Void) -> UInt64 {
    nextID += 1
    cleanups[nextID] = cleanup
    return nextID
  }

  /// Withdraws a cleanup, for work that ended on its own; returns it, for the caller to release.
  @discardableResult
  mutating func remove(_ id: UInt64) -> (() -> Void)? {
    cleanups.removeValue(forKey: id)
  }

  /// Takes every cleanup out of the list, oldest first; `nil` if there is none.
  ///
  /// The owner runs them outside its access to the list, and takes again until `nil`, so that a
  /// cleanup may register or withdraw others (work bound while the scope ends ends with it):
  /// `while let due = cleanups.takeAll() { due.forEach { $0() } }`.
  mutating func takeAll() -> [() -> Void]? {
    guard !cleanups.isEmpty else { return nil }
    let due = cleanups.sorted { $0.key < $1.key }.map(\.value)
    cleanups = [:]
    return due
  }
}

/// Tasks whose life is a scope: started so that cancelling them before they run skips their work,
/// and forgotten by the scope once they finish, so a long scope does not accumulate finished tasks.
@MainActor
enum ScopedTask {
  /// A task that runs `operation` on the main actor, unless it is cancelled before it starts.
  static func make(
    priority: TaskPriority?, _ operation: @escaping @MainActor () async -> Void
  ) -> Task<Void, Never> {
    Task(priority: priority) { @MainActor in
      guard !Task.isCancelled else { return }
      await operation()
    }
  }

  /// Binds `task` to a scope: `add` registers the cleanup that cancels it when the scope ends (and
  /// runs it at once if the scope has ended, returning `nil`), and `remove` withdraws it once the
  /// task has finished.
  ///
  /// Cancelled, the task may hold what its scope's owner held until it returns: the leak detector
  /// in effect waits for it (``WindingDownWork``).
  static func bind<Success, Failure>(
    _ task: Task<Success, Failure>,
    add: (_ cleanup: @escaping () -> Void) -> UInt64?,
    remove: @escaping @MainActor (UInt64) -> Void
  ) {
    let work = WindingDownWork()
    let id = add {
      work.didCancel()
      task.cancel()
    }
    whenFinished(task) {
      if let id { remove(id) }
      work.didFinish()
    }
  }

  /// Calls `forget` once `task` has finished, however it finished.
  static func whenFinished<Success, Failure>(
    _ task: Task<Success, Failure>, forget: @escaping @MainActor () -> Void
  ) {
    Task<Void, Never> { @MainActor in
      _ = await task.result
      forget()
    }
  }
}
