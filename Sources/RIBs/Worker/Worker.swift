/// A unit of work that runs while an interactor is active.
@MainActor
public protocol Working: AnyObject {
  /// Binds the worker to `interactorScope`: it runs whenever the scope is active, until ``stop()``.
  ///
  /// - Parameter interactorScope: The interactor whose activation the work follows.
  func start(_ interactorScope: any InteractorScope)

  /// Unbinds the worker; if it was running, it stops now.
  func stop()

  /// Whether the worker is bound to a scope, running or waiting for the scope to become active.
  var isStarted: Bool { get }
}

/// A unit of business logic that runs while an interactor is active, so that an interactor can hand
/// self-contained work (polling, syncing, observing a stream) to smaller objects.
///
/// After ``start(_:)``, the worker's ``didStart(_:)`` runs whenever the scope is or becomes active,
/// and ``didStop()`` whenever it deactivates, until ``stop()``:
///
/// ```swift
/// final class ScoreSyncWorker: Worker {
///   override func didStart(_ interactorScope: any InteractorScope) {
///     task { for await score in self.scores { await self.upload(score) } }
///   }
/// }
///
/// override func didBecomeActive() {
///   super.didBecomeActive()
///   scoreSyncWorker.start(self)
/// }
/// ```
@MainActor
open class Worker: Working {
  /// Whether the worker is bound to a scope, running or waiting for the scope to become active.
  public private(set) final var isStarted = false

  /// Whether ``didStart(_:)`` has run and ``didStop()`` has not yet.
  public private(set) final var isRunning = false

  private weak var scope: (any InteractorScope)?
  private var unbind: (() -> Void)?
  private var runCleanups = ScopedCleanups()

  /// Creates a worker that is not started.
  public init() {}

  /// Binds the worker to `interactorScope`, until ``stop()``.
  ///
  /// ``didStart(_:)`` runs now if the scope is active, and whenever it becomes active again. Does
  /// nothing if the worker is started.
  ///
  /// An ``Interactor`` is followed synchronously; another scope through its `isActiveStream`.
  ///
  /// - Parameter interactorScope: The interactor whose activation the work follows.
  public final func start(_ interactorScope: any InteractorScope) {
    guard !isStarted else { return }
    isStarted = true
    scope = interactorScope
    if let interactor = interactorScope as? Interactor {
      // Synchronous: the worker runs or stops before activate() or deactivate() returns.
      // NB: unowned(unsafe): the interactor keeps this handler, so it is alive whenever it runs.
      let id = interactor.addActivenessHandler { [weak self, unowned(unsafe) interactor] isActive in
        self?.scopeDidChange(isActive: isActive, scope: interactor)
      }
      unbind = { [weak interactor] in interactor?.removeActivenessHandler(id) }
      scopeDidChange(isActive: interactor.isActive, scope: interactor)
    } else {
      // A scope that only offers its stream (such as a mock): follow it asynchronously.
      let stream = interactorScope.isActiveStream
      let task = Task { [weak self] in
        for await isActive in stream {
          guard let self else { return }
          self.scopeDidChange(isActive: isActive, scope: self.scope)
        }
      }
      unbind = { task.cancel() }
    }
  }

  /// Unbinds the worker.
  ///
  /// If it is running, ``didStop()`` runs now. Does nothing if it is not started.
  public final func stop() {
    guard isStarted else { return }
    isStarted = false
    unbind?()
    unbind = nil
    scopeDidChange(isActive: false, scope: nil)
    scope = nil
  }

  /// Called when the worker starts running: after ``start(_:)`` if the scope is active, and whenever
  /// the scope becomes active again.
  ///
  /// The default implementation does nothing.
  ///
  /// - Parameter interactorScope: The scope the worker is bound to.
  open func didStart(_ interactorScope: any InteractorScope) {}

  /// Called when the worker stops running: when the scope deactivates, or on ``stop()``.
  ///
  /// Tasks started with ``task(priority:_:)`` are cancelled after this returns. The default
  /// implementation does nothing.
  open func didStop() {}

  /// Starts a task that is cancelled when the worker stops running.
  ///
  /// Called while the worker is not running, the task is cancelled at once and the misuse is reported
  /// to ``RIBsDiagnostics``.
  ///
  /// - Parameters:
  ///   - priority: The priority of the task.
  ///   - operation: The work. It runs on the main actor.
  /// - Returns: The task.
  @discardableResult
  public final func task(
    priority: TaskPriority? = nil,
    _ operation: @escaping @MainActor () async -> Void
  ) -> Task<Void, Never> {
    let task = ScopedTask.make(priority: priority, operation)
    guard let id = addRunCleanup({ task.cancel() }) else {
      RIBsDiagnostics.report(
        .scopeIsInactive,
        "A task was started by \(type(of: self)) while it was not running; it was cancelled at once."
      )
      return task
    }
    ScopedTask.whenFinished(task) { [weak self] in self?.runCleanups.remove(id) }
    return task
  }

  /// Registers `cleanup` to run when the worker stops running, and returns an identifier; `nil` if
  /// the worker is not running, in which case `cleanup` has run already.
  package final func addRunCleanup(_ cleanup: @escaping () -> Void) -> UInt64? {
    guard isRunning else {
      cleanup()
      return nil
    }
    return runCleanups.add(cleanup)
  }

  /// Runs or stops the worker as the scope became active or inactive.
  ///
  /// - Parameters:
  ///   - isActive: Whether the scope is active now.
  ///   - scope: The scope, passed by the caller that has it at hand, so that the hot path does not
  ///     load the weak ``scope`` again; needed only to start.
  private func scopeDidChange(isActive: Bool, scope: (any InteractorScope)?) {
    if isActive, isStarted, !isRunning, let scope {
      isRunning = true
      didStart(scope)
    } else if !isActive, isRunning {
      didStop()
      isRunning = false
      runCleanups.runAll()
    }
  }
}
