/// A unit of work that runs while an interactor is active.
@preconcurrency
@MainActor
public protocol Working: AnyObject {
  /// Binds the worker to `interactorScope`: it runs whenever the scope is active, until ``stop()``.
  ///
  /// - Parameter interactorScope: The interactor whose activation the work follows.
  func start(_ interactorScope: any InteractorScope)

  /// Unbinds the worker; if it was running, it stops now.
  func stop()

  /// Whether the worker is bound to a scope, running or waiting for the scope to become active.
  ///
  /// ``Worker`` also has ``Worker/isStartedStream``; this protocol does not require it, so that a
  /// mock written for another RIBs framework, with an `isStartedStream` of its own type,
  /// conforms as it is.
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
@preconcurrency
@MainActor
open class Worker: Working {
  /// Whether the worker is bound to a scope, running or waiting for the scope to become active.
  public final var isStarted: Bool { started }

  /// Whether ``didStart(_:)`` has run and ``didStop()`` has not yet.
  public final var isRunning: Bool { running }

  // Private storage behind public getters, so that the optimizer sees every access and checks
  // exclusivity statically (see `exchange(_:with:)`).
  private var started = false
  private var running = false

  private weak var scope: (any InteractorScope)?
  private var observation: ScopeObserverToken?
  private var runCleanups = ScopedCleanups()
  /// The streams of ``isStartedStream``, created on first use.
  private var startedness: StateBroadcast<Bool>?

  /// Creates a worker that is not started.
  public init() {}

  // NB: a plain deinit, as `Interactor`'s (see there). Workers live on the main actor, so the last
  // release nearly always happens there.
  deinit {
    // A worker released while started stops first, so that what it scoped to its run ends with
    // it. Nearly every worker is stopped by now, so that is checked first.
    guard started else { return }
    if MainActorContext.isCurrent {
      MainActor.assumeIsolated { stop() }
    } else {
      let type = String(describing: type(of: self))
      Task { @MainActor in
        RIBsDiagnostics.report(
          .workerReleasedWhileStartedOffMainActor,
          "\(type) was released while started, off the main actor: its didStop() did not run and "
            + "the work scoped to its run was not cancelled. Let workers go on the main actor.")
      }
    }
  }

  /// Whether the worker is started: the current value first, then every change.
  ///
  /// Each access returns a new stream for one consumer; it finishes when
  /// the worker is deallocated. Where RIBsCombine or RIBsRx is imported, their `isStartedStream`
  /// (a publisher, an observable) is the one an untyped `let` picks; `for await` picks this one.
  @_disfavoredOverload
  public final var isStartedStream: AsyncStream<Bool> {
    StateBroadcast.lazily(in: &startedness).makeStream(current: isStarted)
  }

  /// Binds the worker to `interactorScope`, until ``stop()``.
  ///
  /// ``didStart(_:)`` runs now if the scope is active, and whenever it becomes active again, before
  /// the scope's `didBecomeActive()`, synchronously. Does nothing if the worker is started.
  ///
  /// - Parameter interactorScope: The interactor whose activation the work follows.
  public final func start(_ interactorScope: any InteractorScope) {
    guard !started else { return }
    setStarted(true)
    scope = interactorScope
    observation = ScopeObservation.observe(interactorScope, with: WorkerObserver(self))
    if interactorScope.isActive { run(in: interactorScope) }
  }

  /// Unbinds the worker.
  ///
  /// ``isStarted`` becomes `false` (``isStartedStream`` says so), then, if it is running, the work
  /// scoped to its run is cancelled and ``didStop()`` runs. Does nothing if it is not started. A
  /// worker released while started stops this way first.
  public final func stop() {
    guard started else { return }
    setStarted(false)
    observation?.cancel(observing: scope)
    observation = nil
    scope = nil
    stopRunning()
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
  /// Tasks started with ``task(priority:_:)``, and other work scoped to the run, are cancelled
  /// before this runs. The default implementation does nothing.
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
    ScopedTask.make(priority: priority, operation).cancelOnStop(self)
  }

  /// Registers `cleanup` to run when the worker stops running, and returns an identifier; `nil` if
  /// the worker is not running, in which case `cleanup` has run already and the misuse is reported
  /// to ``RIBsDiagnostics``.
  ///
  /// - Parameters:
  ///   - work: What the cleanup cancels, for the report: "A task", "A subscription".
  ///   - cleanup: Cancels the work.
  /// - Returns: What ``removeRunCleanup(_:)`` takes, or `nil`.
  package final func addRunCleanup(cancelling work: String, _ cleanup: @escaping () -> Void)
    -> UInt64?
  {
    guard running else {
      cleanup()
      RIBsDiagnostics.report(
        .scopeIsInactive,
        "\(work) was scoped to \(type(of: self)) while it was not running; it was cancelled at once."
      )
      return nil
    }
    return updateRunCleanups { $0.add(cleanup) }
  }

  package final func removeRunCleanup(_ id: UInt64) {
    let removed = updateRunCleanups { $0.remove(id) }
    _ = removed
  }

  /// Calls `handler` synchronously with every change of ``isStarted``, until the returned
  /// identifier is passed to ``removeStartednessHandler(_:)``; the handler is released with the
  /// worker.
  package final func addStartednessHandler(_ handler: @escaping (Bool) -> Void) -> UInt64 {
    StateBroadcast.lazily(in: &startedness).addHandler(handler)
  }

  /// Stops calling a handler added with ``addStartednessHandler(_:)``.
  package final func removeStartednessHandler(_ id: UInt64) {
    startedness?.removeHandler(id)
  }

  /// How many handlers ``addStartednessHandler(_:)`` added and nothing removed yet.
  package final var startednessHandlerCount: Int { startedness?.handlerCount ?? 0 }

  private func setStarted(_ started: Bool) {
    self.started = started
    startedness?.send(started)
  }

  fileprivate func run(in scope: any InteractorScope) {
    guard started, !running else { return }
    running = true
    didStart(scope)
  }

  fileprivate func stopRunning() {
    guard running else { return }
    running = false
    while let due = takeRunCleanups() { for cleanup in due { cleanup() } }
    didStop()
  }

  private func takeRunCleanups() -> [() -> Void]? {
    updateRunCleanups { $0.takeAll() }
  }

  /// Runs `body` on the run's cleanups, taken out and put back.
  ///
  /// What `body` releases is released after the access (see ``exchange(_:with:)``).
  private func updateRunCleanups<Result>(_ body: (inout ScopedCleanups) -> Result) -> Result {
    var taken = exchange(&runCleanups, with: ScopedCleanups())
    let result = body(&taken)
    _ = exchange(&runCleanups, with: taken)
    return result
  }
}

/// A worker's observer of its scope: it holds the worker weakly (the scope must not keep it) and no
/// reference to the scope, which hands itself to each call (and must not be kept: a scope released
/// while active hands itself from its deinitializer).
private final class WorkerObserver: ActivenessObserver {
  private weak var worker: Worker?

  init(_ worker: Worker) {
    self.worker = worker
    super.init(followsCompletion: false)
  }

  override func scope(_ scope: any InteractorScope, didChange change: ActivenessChange) {
    guard let worker else { return }
    if change == .activated { worker.run(in: scope) } else { worker.stopRunning() }
  }
}
