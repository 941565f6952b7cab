/// The scope of an interactor: whether it is active.
///
/// Workers, workflow steps and publishers bind to an interactor through this protocol, whether it is
/// an ``Interactor`` or a mock. A conforming type needs nothing but ``isActive``: an ``Interactor``
/// tells its observers of every change itself; a mock that adopts ``ActivenessReporting`` (or
/// RIBsCombine's `ActivenessPublishing`) is followed through its reports; any other scope is read
/// when something binds to it.
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
/// - An interactor released while active resigns first: ``willResignActive()``
///   runs and the work scoped to the activation is cancelled. Released while active off the main
///   actor, where its hooks cannot run, it is reported instead
///   (``RIBsDiagnostic/Kind/interactorReleasedWhileActiveOffMainActor``).
@preconcurrency
@MainActor
open class Interactor: Interactable {
  /// The streams of ``isActiveStream`` and the cleanups of work scoped to the activation, created
  /// when first used.
  private var extras: InteractorExtras?

  /// The synchronous observers: workers, publishers, workflow steps.
  private var observers = ActivenessObserverList()

  /// The node of the router that owns this interactor, which sequences its every change.
  ///
  /// Its ``activate()`` and ``deactivate()`` go there; `nil` without a router. Kept strongly, as
  /// the node keeps the interactor; the node's teardown clears it.
  final var node: RouterNode?

  /// Whether the interactor is active.
  public final var isActive: Bool { phase != .inactive }

  // Private storage behind a public getter, so that every access is in this module, where the
  // optimizer proves that none overlaps another and checks exclusivity statically.
  private var phase = Phase.inactive

  /// Where the interactor is in an activation.
  private enum Phase {
    case inactive
    case active
    /// ``willResignActive()`` or the cancellation of scoped work is running.
    case resigning
  }

  /// Creates an inactive interactor.
  public init() {}

  // NB: a plain deinit, not `isolated deinit`: below iOS 18.4 and macOS 15.4 an isolated deinit
  // runs through a back-deployment shim with open crash reports (swiftlang/swift #87316, #85221),
  // and Swift 6.2/6.3's optimizer crashes on it in generic classes such as `PresentableInteractor`
  // (#85308, #89896, #90625). Interactors live on the main actor, so the last release nearly always
  // happens there; one released elsewhere while active cannot run its main-actor hooks, and that
  // is reported.
  deinit {
    // An interactor released while active resigns first. Nearly every
    // interactor is inactive by now (its router deactivated it), so that is checked first.
    guard phase != .inactive else { return }
    if MainActorContext.isCurrent {
      MainActor.assumeIsolated {
        guard beginResigning() else { return }
        notify(.deactivated)
      }
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
  /// deallocated. Where RIBsCombine or RIBsRx is imported, their `isActiveStream` (a publisher, an
  /// observable) is the one an untyped `let` picks; `for await` picks this one.
  @_disfavoredOverload
  public final var isActiveStream: AsyncStream<Bool> {
    StateBroadcast.lazily(in: &extrasCreatedIfNeeded.activeness).makeStream(current: isActive)
  }

  /// Activates the interactor: it becomes active, tells its observers, then calls
  /// ``didBecomeActive()``.
  ///
  /// Does nothing when the interactor is already active. When the interactor belongs to a router,
  /// the router's node makes the change, and the router's subtree follows after
  /// ``didBecomeActive()``.
  public final func activate() {
    MainActorContext.checkIsCurrent("activate()", of: type(of: self))
    if let node {
      node.applicationRequests(active: true)
    } else if beginActivation() {
      didBecomeActive()
      completeActivation()
    }
  }

  /// Deactivates the interactor: it calls ``willResignActive()``, cancels the work scoped to this
  /// activation, becomes inactive, then tells its observers.
  ///
  /// Does nothing when the interactor is already inactive. Called again while the interactor is
  /// resigning (from ``willResignActive()`` or code it calls), it changes nothing and reports
  /// ``RIBsDiagnostic/Kind/deactivatedWhileResigning``. When the interactor belongs to a router,
  /// the router's node makes the change, and the router's subtree follows.
  public final func deactivate() {
    MainActorContext.checkIsCurrent("deactivate()", of: type(of: self))
    if let node {
      node.applicationRequests(active: false)
      return
    }
    guard phase != .resigning else {
      Self.reportNestedDeactivation(of: self)
      return
    }
    if beginResigning() { notify(.deactivated) }
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

  // MARK: The phases of a change, which the router's node sequences

  /// Becomes active and tells the observers ``ActivenessChange/activated``; `false` if the
  /// interactor was active.
  final func beginActivation() -> Bool {
    guard phase == .inactive else { return false }
    phase = .active
    notify(.activated)
    return true
  }

  /// Tells the observers the activation is complete, after ``didBecomeActive()``, unless it
  /// deactivated the interactor again.
  final func completeActivation() {
    if phase == .active { notify(.activationCompleted) }
  }

  /// Runs ``willResignActive()``, cancels the work scoped to the activation and becomes inactive.
  ///
  /// Returns `false` if the interactor was not active. The observers are told next, with
  /// ``finishResigning()``.
  final func beginResigning() -> Bool {
    guard phase == .active else { return false }
    phase = .resigning
    willResignActive()
    // Outside the access to the list: a cleanup may bind more work, which ends here too.
    while let due = extras?.takeCleanups() { for cleanup in due { cleanup() } }
    phase = .inactive
    return true
  }

  /// Tells the observers ``ActivenessChange/deactivated``.
  final func finishResigning() {
    notify(.deactivated)
  }

  /// Reports a deactivation asked for while `interactable` is resigning.
  static func reportNestedDeactivation(of interactable: any Interactable) {
    RIBsDiagnostics.report(
      .deactivatedWhileResigning,
      "\(type(of: interactable)) was asked to deactivate while it is resigning (from "
        + "willResignActive() or code it called); nothing changed.")
  }

  private func notify(_ change: ActivenessChange) {
    let newest = observers.newestLiveID
    if newest != 0 {
      ActivenessObserverList.deliver(change, from: self, newest: newest) {
        observers.observer(after: $0, upTo: $1, hint: $2, of: change)
      }
    }
    if let isActive = change.isActive { extras?.activeness?.send(isActive) }
  }

  // MARK: Observation

  /// Adds a synchronous observer of every change of ``isActive``; through
  /// `ScopeObservation`, which follows any scope that can be followed.
  func addObserver(_ observer: ActivenessObserver) -> ActivenessObserverID {
    updateObservers { $0.add(observer) }
  }

  /// Removes an observer added with ``addObserver(_:)``.
  func removeObserver(_ id: ActivenessObserverID) {
    // Released after the access to the list: its release may remove other observers.
    let removed = updateObservers { $0.remove(id) }
    _ = removed
  }

  /// How many observers the interactor tells of its changes.
  package final var activenessObserverCount: Int { observers.count }

  /// Runs `body` on the observers, taken out and put back.
  ///
  /// What `body` releases is released after the access, so every access to ``observers``, one per
  /// change delivered, is checked statically (see ``exchange(_:with:)``).
  private func updateObservers<Result>(_ body: (inout ActivenessObserverList) -> Result) -> Result {
    var list = exchange(&observers, with: ActivenessObserverList())
    let result = body(&list)
    _ = exchange(&observers, with: list)
    return result
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
    return extrasCreatedIfNeeded.addCleanup(cleanup)
  }

  /// Withdraws a cleanup registered with ``addActivationCleanup(_:)``.
  package final func removeActivationCleanup(_ id: UInt64) {
    extras?.removeCleanup(id)
  }

  private var extrasCreatedIfNeeded: InteractorExtras {
    if let extras { return extras }
    let made = InteractorExtras()
    extras = made
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

  func addCleanup(_ cleanup: @escaping () -> Void) -> UInt64 {
    updateCleanups { $0.add(cleanup) }
  }

  func removeCleanup(_ id: UInt64) {
    let removed = updateCleanups { $0.remove(id) }
    _ = removed
  }

  func takeCleanups() -> [() -> Void]? {
    updateCleanups { $0.takeAll() }
  }

  /// Runs `body` on the cleanups, taken out and put back.
  ///
  /// What `body` releases (a withdrawn cleanup, which may hold anything) is released after the
  /// access (see ``exchange(_:with:)``).
  private func updateCleanups<Result>(_ body: (inout ScopedCleanups) -> Result) -> Result {
    var taken = exchange(&cleanups, with: ScopedCleanups())
    let result = body(&taken)
    _ = exchange(&cleanups, with: taken)
    return result
  }
}
