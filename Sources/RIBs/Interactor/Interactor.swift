/// The scope of an interactor: whether it is active.
///
/// Workers, workflow steps and publishers bind to an interactor through this protocol, whether it is
/// an ``Interactor`` or a mock. The framework follows the activeness of every scope itself (see
/// `ActivenessTracking`), so a conforming type needs nothing but ``isActive``.
@preconcurrency
@MainActor
public protocol InteractorScope: AnyObject {
  /// Whether the interactor is active, that is attached to the RIB tree.
  var isActive: Bool { get }
}

/// An interactor that a router can activate and deactivate.
///
/// A RIB's `XInteractable` protocol refines this one, and the RIB's interactor conforms to it.
@preconcurrency
@MainActor
public protocol Interactable: InteractorScope {
  /// Activates the interactor. Called by the framework when the RIB is attached.
  func activate()

  /// Deactivates the interactor. Called by the framework when the RIB is detached.
  func deactivate()
}

/// The business logic of a RIB, active while the RIB is attached to the tree.
///
/// Subclass it and override ``didBecomeActive()`` and ``willResignActive()``. The router calls
/// ``activate()`` and ``deactivate()``; application code rarely does.
///
/// ```swift
/// final class LoggedOutInteractor: PresentableInteractor<any LoggedOutPresentable>,
///   LoggedOutInteractable, LoggedOutPresentableListener
/// {
///   weak var router: (any LoggedOutRouting)?
///   weak var listener: (any LoggedOutListener)?
///
///   override func didBecomeActive() {
///     super.didBecomeActive()
///     task { await self.refreshHighScores() }  // cancelled when the RIB is detached
///   }
///
///   func login(withPlayer1Name player1Name: String?, player2Name: String?) {
///     listener?.didLogin(withPlayer1Name: player1Name ?? "Player 1",
///                        player2Name: player2Name ?? "Player 2")
///   }
/// }
/// ```
///
/// ## The activation contract
/// - ``activate()`` does nothing when the interactor is active. Otherwise the interactor becomes
///   active, tells its observers, then calls ``didBecomeActive()``.
/// - ``deactivate()`` does nothing when the interactor is inactive. Otherwise it calls
///   ``willResignActive()``, cancels the work scoped to this activation, becomes inactive, then
///   tells its observers.
/// - When the interactor belongs to a router, the router's whole subtree follows: children become
///   active after this interactor's ``didBecomeActive()`` and resign after its
///   ``willResignActive()``.
/// - An interactor released while active resigns first, as in Uber's RIBs: ``willResignActive()``
///   runs and the work scoped to the activation is cancelled. Released while active off the main
///   actor, where its hooks cannot run, it is reported instead
///   (``RIBsDiagnostic/Kind/interactorReleasedWhileActiveOffMainActor``).
@preconcurrency
@MainActor
open class Interactor: Interactable {
  /// The streams of ``isActiveStream`` and the cleanups of work scoped to the activation, created
  /// when first used.
  private var extras: InteractorExtras?

  /// The synchronous observers: the node of the router that owns the interactor, workers,
  /// publishers, workflow steps.
  private var observers = ActivenessObservers()

  // NB: the flags last, where they take no padding.

  /// Whether the interactor is active.
  public final var isActive: Bool { active }

  // NB: private storage behind a public getter, so that every access is in this module, where the
  // optimizer proves that none overlaps another and checks exclusivity statically.
  private var active = false

  /// Whether ``willResignActive()`` or the cancellation of scoped work is running.
  private var isResigning = false

  /// Whether a router owns this interactor; a second router given it is reported.
  final var isOwnedByRouter = false

  /// Creates an inactive interactor.
  public init() {}

  // NB: a plain deinit, not `isolated deinit`: below iOS 18.4 and macOS 15.4 an isolated deinit
  // runs through a back-deployment shim with open crash reports (swiftlang/swift #87316, #85221),
  // and Swift 6.2/6.3's optimizer crashes on it in generic classes such as `PresentableInteractor`
  // (#85308, #89896, #90625). Interactors live on the main actor, so the last release nearly always
  // happens there; one released elsewhere while active cannot run its main-actor hooks, and that
  // is reported.
  deinit {
    // As in Uber's RIBs: an interactor released while active resigns first. Nearly every
    // interactor is inactive by now (its router deactivated it), so that is checked first.
    guard active else { return }
    if MainActorContext.isCurrent {
      MainActor.assumeIsolated { resign() }
    } else {
      let type = String(describing: type(of: self))
      Task { @MainActor in
        RIBsDiagnostics.report(
          .interactorReleasedWhileActiveOffMainActor,
          "\(type) was released while active, off the main actor: its willResignActive() did not "
            + "run and the work scoped to its activation was not cancelled. Let interactors go on "
            + "the main actor (a task that keeps one can end with `await MainActor.run { }`).")
      }
    }
  }

  /// The interactor's activeness: the current value first, then every change.
  ///
  /// Each access returns a new stream for one consumer. It finishes when the interactor is
  /// deallocated.
  public final var isActiveStream: AsyncStream<Bool> {
    StateBroadcast.lazily(in: &madeExtras.activeness).makeStream(current: isActive)
  }

  /// Activates the interactor: it becomes active, tells its observers, then calls
  /// ``didBecomeActive()``.
  ///
  /// Does nothing when the interactor is already active. When the interactor belongs to a router,
  /// the router's subtree follows after ``didBecomeActive()``: the router's node is one of the
  /// observers.
  public final func activate() {
    MainActorContext.checkIsCurrent("activate()", of: type(of: self))
    guard !active else { return }
    active = true
    notify(.activated)
    didBecomeActive()
    // didBecomeActive() may have deactivated the interactor again; then the activation is over.
    if isActive { notify(.activationCompleted) }
  }

  /// Deactivates the interactor: it calls ``willResignActive()``, cancels the work scoped to this
  /// activation, becomes inactive, then tells its observers.
  ///
  /// Does nothing when the interactor is already inactive. Called again while the interactor is
  /// resigning (from ``willResignActive()`` or code it calls), it changes nothing and reports
  /// ``RIBsDiagnostic/Kind/deactivatedWhileResigning``. When the interactor belongs to a router,
  /// the router's subtree follows.
  public final func deactivate() {
    MainActorContext.checkIsCurrent("deactivate()", of: type(of: self))
    guard isActive else { return }
    guard !isResigning else {
      RIBsDiagnostics.report(
        .deactivatedWhileResigning,
        "\(type(of: self)) was asked to deactivate while it is resigning (from willResignActive() or "
          + "code it called); nothing changed.")
      return
    }
    resign()
  }

  /// Called after the interactor becomes active.
  ///
  /// Start the RIB's business logic here, like `viewDidLoad` in a view controller. The default
  /// implementation does nothing.
  open func didBecomeActive() {}

  /// Called before the interactor becomes inactive.
  ///
  /// The work scoped to the activation is cancelled after this returns. An interactor released
  /// while active calls it from its deinitializer: do not keep `self` from here. The default
  /// implementation does nothing.
  open func willResignActive() {}

  private func resign() {
    isResigning = true
    willResignActive()
    // Outside the access to the list: a cleanup may bind more work, which ends here too.
    while let due = extras?.takeCleanups() { for cleanup in due { cleanup() } }
    isResigning = false
    active = false
    notify(.deactivated)
  }

  private func notify(_ change: ActivenessChange) {
    ActivenessObservers.deliver(change, from: self, newest: observers.newestLiveID) {
      observers.observer(after: $0, upTo: $1, hint: $2, of: change)
    }
    if let isActive = change.isActive { extras?.activeness?.send(isActive) }
  }

  // MARK: Observation

  /// Adds a synchronous observer of every step of every change of ``isActive``; through
  /// `ActivenessTracking`, which follows any scope.
  func addObserver(_ observer: ActivenessObserver) -> ActivenessObserverID {
    var list = exchange(&observers, with: ActivenessObservers())
    let id = list.add(observer)
    swap(&observers, &list)
    return id
  }

  /// Removes an observer added with ``addObserver(_:)``.
  func removeObserver(_ id: ActivenessObserverID) {
    // Released after the access to the list: its release may remove other observers.
    var list = exchange(&observers, with: ActivenessObservers())
    let removed = list.remove(id)
    swap(&observers, &list)
    _ = removed
  }

  // MARK: Scoped work

  /// Registers `cleanup` to run when the current activation ends, and returns an identifier that
  /// withdraws it; `nil` if the interactor is inactive, in which case `cleanup` has run already and
  /// the misuse is reported to ``RIBsDiagnostics``.
  ///
  /// - Parameters:
  ///   - work: What the cleanup cancels, for the report: "A task", "A subscription".
  ///   - cleanup: Cancels the work.
  /// - Returns: What ``removeActivationCleanup(_:)`` takes, or `nil`.
  package final func addActivationCleanup(
    cancelling work: String, _ cleanup: @escaping () -> Void
  ) -> UInt64? {
    guard isActive else {
      cleanup()
      RIBsDiagnostics.report(
        .scopeIsInactive,
        "\(work) was scoped to the inactive interactor \(type(of: self)); it was cancelled at once."
      )
      return nil
    }
    return madeExtras.addCleanup(cleanup)
  }

  /// Withdraws a cleanup registered with ``addActivationCleanup(_:)``.
  package final func removeActivationCleanup(_ id: UInt64) {
    extras?.removeCleanup(id)
  }

  private var madeExtras: InteractorExtras {
    if let extras { return extras }
    let made = InteractorExtras()
    _ = exchange(&extras, with: made)
    return made
  }
}

/// The state of an interactor that only some interactors use, in an object of their own: most
/// interactors in a large tree are never streamed and never bind work, and this keeps them small.
private final class InteractorExtras {
  /// The streams of `isActiveStream`.
  var activeness: StateBroadcast<Bool>?
  /// The cleanups of the work scoped to the current activation.
  private var cleanups = ScopedCleanups()

  // NB: each change takes the cleanups out and puts them back, so that what it releases is
  // released outside the accesses to `cleanups` (see `exchange(_:with:)`).

  func addCleanup(_ cleanup: @escaping () -> Void) -> UInt64 {
    var taken = exchange(&cleanups, with: ScopedCleanups())
    let id = taken.add(cleanup)
    swap(&cleanups, &taken)
    return id
  }

  func removeCleanup(_ id: UInt64) {
    var taken = exchange(&cleanups, with: ScopedCleanups())
    let removed = taken.remove(id)
    swap(&cleanups, &taken)
    _ = removed
  }

  func takeCleanups() -> [() -> Void]? {
    var taken = exchange(&cleanups, with: ScopedCleanups())
    let due = taken.takeAll()
    swap(&cleanups, &taken)
    return due
  }
}
