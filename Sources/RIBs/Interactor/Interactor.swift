/// The scope of an interactor: whether it is active, and the changes of that state.
///
/// Workers, workflow steps, routers and publishers bind to an interactor through this protocol, and
/// follow it synchronously through ``addActivenessObserver(_:)``, whether it is an ``Interactor`` or a
/// mock.
@MainActor
public protocol InteractorScope: AnyObject {
  /// Whether the interactor is active, that is attached to the RIB tree.
  var isActive: Bool { get }

  /// The interactor's activeness: the current value first, then every change.
  ///
  /// Each access returns a new stream for one consumer. It finishes when the interactor is
  /// deallocated.
  var isActiveStream: AsyncStream<Bool> { get }

  /// Calls `observer` synchronously with every step of every change of ``isActive``, until the
  /// returned identifier is passed to ``removeActivenessObserver(_:)``.
  ///
  /// Steps are delivered before `activate()` or `deactivate()` returns, to observers in the order
  /// they were added; an observer removed during a delivery is not called again, even for that
  /// step. The scope keeps `observer` until it is removed or the scope is deallocated.
  ///
  /// - Parameter observer: Receives each ``ActivenessChange``.
  /// - Returns: The identifier that removes the observer.
  func addActivenessObserver(
    _ observer: @escaping @MainActor (ActivenessChange) -> Void
  ) -> ActivenessObserverID

  /// Stops calling an observer added with ``addActivenessObserver(_:)``.
  ///
  /// Does nothing if it was removed already.
  ///
  /// - Parameter id: The identifier ``addActivenessObserver(_:)`` returned.
  func removeActivenessObserver(_ id: ActivenessObserverID)
}

/// An interactor that a router can activate and deactivate.
///
/// A RIB's `XInteractable` protocol refines this one, and the RIB's interactor conforms to it.
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
///   runs and the work scoped to the activation is cancelled.
@MainActor
open class Interactor: Interactable {
  // NB: exclusivity unchecked on the state read at every step of every tree walk: every access to
  // these properties is a single load or store that calls no other code, so no two accesses can
  // overlap, and the dynamic checks cost more than the rest of a state change.

  /// The tree node of the router that owns this interactor, which follows every change before the
  /// observers do; `nil` while no router owns it.
  ///
  /// NB: unretained, safe by an invariant only `RouterNode` controls: the node keeps this
  /// interactor (its `interactable`), sets this when its router is created and clears it first
  /// thing in its `isolated deinit`, on the main actor, before its memory can go; the interactor
  /// reads it only on the main actor. A second router given this interactor finds it set and is
  /// reported. Tested by RouterDeallocationTests (a router released off the main actor) under ASan.
  @exclusivity(unchecked) final var owningNode: Unmanaged<RouterNode>?

  /// The streams of ``isActiveStream`` and the cleanups of work scoped to the activation, created
  /// when first used.
  private var extras: InteractorExtras?

  /// The synchronous observers: workers, publishers, application code.
  ///
  /// Routers given an interactor another router owns are among them; the router that owns it is
  /// called before them, through ``owningNode``.
  ///
  /// NB: exclusivity unchecked: every access is a short read or write that calls no other code
  /// (`ActivenessObservers.deliver` looks each observer up, then calls it outside the access), so
  /// accesses never overlap, and the dynamic checks cost more than a delivery.
  @exclusivity(unchecked) private var observers = ActivenessObservers()

  // NB: the flags last, where they take no padding.

  /// Whether the interactor is active.
  @exclusivity(unchecked) public private(set) final var isActive = false

  /// Whether ``willResignActive()`` or the cancellation of scoped work is running.
  @exclusivity(unchecked) private var isResigning = false

  /// Creates an inactive interactor.
  public init() {}

  // NB: a plain deinit, not `isolated deinit`: `PresentableInteractor` and applications'
  // interactors are generic subclasses, and Swift 6.2/6.3's optimizer crashes on isolated
  // destructors of generic classes when building for iOS with back-deployment (swiftlang/swift
  // #85308, #89896, #90625). Interactors live on the main actor, so the last release happens
  // there; one released elsewhere cannot run its main-actor hooks and is not resigned.
  deinit {
    // As in Uber's RIBs: an interactor released while active resigns first. Nearly every
    // interactor is inactive by now (its router deactivated it), so that is checked first.
    guard isActive, MainActorContext.isCurrent else { return }
    MainActor.assumeIsolated { resign() }
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
  /// the router's subtree follows after ``didBecomeActive()``.
  public final func activate() {
    guard !isActive else { return }
    isActive = true
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
    while let due = extras?.cleanups.takeAll() { due.forEach { $0() } }
    isResigning = false
    isActive = false
    notify(.deactivated)
  }

  private func notify(_ change: ActivenessChange) {
    owningNode?.takeUnretainedValue().interactableDidChange(change)
    ActivenessObservers.deliver(change, from: self, newest: observers.newestLiveID) {
      observers.observer(after: $0, upTo: $1, hint: $2, of: change)
    }
    if let isActive = change.isActive { extras?.activeness?.send(isActive) }
  }

  // MARK: Observation

  /// Calls `observer` synchronously with every step of every change of ``isActive``, until the
  /// returned identifier is passed to ``removeActivenessObserver(_:)``.
  ///
  /// - Parameter observer: Receives each ``ActivenessChange``.
  /// - Returns: The identifier that removes the observer.
  public final func addActivenessObserver(
    _ observer: @escaping @MainActor (ActivenessChange) -> Void
  ) -> ActivenessObserverID {
    observers.add(observer)
  }

  /// Calls `observer` synchronously with ``ActivenessChange/activated`` and
  /// ``ActivenessChange/deactivated``, not ``ActivenessChange/activationCompleted``, and hands it
  /// this interactor: for workers, which follow only the changes of ``isActive`` and pass the scope
  /// on, so that a delivery passes them by at completion and they keep no reference to the scope.
  package final func addIsActiveObserver(
    _ observer: @escaping ActivenessObservers.ScopedObserver
  ) -> ActivenessObserverID {
    observers.add(followsCompletion: false, observer)
  }

  /// Stops calling an observer added with ``addActivenessObserver(_:)``.
  ///
  /// - Parameter id: The identifier ``addActivenessObserver(_:)`` returned.
  public final func removeActivenessObserver(_ id: ActivenessObserverID) {
    observers.remove(id)
  }

  // MARK: Scoped work

  /// Registers `cleanup` to run when the current activation ends, and returns an identifier that
  /// withdraws it; `nil` if the interactor is inactive, in which case `cleanup` has run already.
  package final func addActivationCleanup(_ cleanup: @escaping () -> Void) -> UInt64? {
    guard isActive else {
      cleanup()
      return nil
    }
    return madeExtras.cleanups.add(cleanup)
  }

  /// Withdraws a cleanup registered with ``addActivationCleanup(_:)``.
  package final func removeActivationCleanup(_ id: UInt64) {
    extras?.cleanups.remove(id)
  }

  private var madeExtras: InteractorExtras {
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
  var cleanups = ScopedCleanups()
}
