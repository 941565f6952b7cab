/// The scope of an interactor: whether it is active, and the changes of that state.
///
/// Workers and scoped work bind to an interactor through this protocol.
@MainActor
public protocol InteractorScope: AnyObject {
  /// Whether the interactor is active, that is attached to the RIB tree.
  var isActive: Bool { get }

  /// The interactor's activeness: the current value first, then every change.
  ///
  /// Each access returns a new stream for one consumer. It finishes when the interactor is
  /// deallocated.
  var isActiveStream: AsyncStream<Bool> { get }
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
@MainActor
open class Interactor: Interactable {
  /// Whether the interactor is active.
  public private(set) final var isActive = false

  /// The router node whose subtree follows this interactor, set by ``Router``.
  ///
  /// NB: unowned(unsafe): the node owns this interactor and clears the link in its deinit, so it never
  /// dangles, and a weak reference would cost a side-table allocation per RIB.
  unowned(unsafe) var routerNode: RouterNode?

  /// Observers of ``isActive``, created on first observation.
  private var activeness: StateBroadcast<Bool>?

  /// Cancellation of the work scoped to the current activation.
  private var activationCleanups = ScopedCleanups()

  /// Creates an inactive interactor.
  public init() {}

  /// The interactor's activeness: the current value first, then every change.
  ///
  /// Each access returns a new stream for one consumer. It finishes when the interactor is
  /// deallocated.
  public final var isActiveStream: AsyncStream<Bool> {
    activenessBroadcast.makeStream(current: isActive)
  }

  /// Activates the interactor and, if it belongs to a router, the router's subtree.
  ///
  /// Does nothing when the interactor is already active.
  public final func activate() {
    setActive(true, drivingSubtree: true)
  }

  /// Deactivates the interactor and, if it belongs to a router, the router's subtree.
  ///
  /// Does nothing when the interactor is already inactive.
  public final func deactivate() {
    setActive(false, drivingSubtree: true)
  }

  /// Called after the interactor becomes active.
  ///
  /// Start the RIB's business logic here, like `viewDidLoad` in a view controller. The default
  /// implementation does nothing.
  open func didBecomeActive() {}

  /// Called before the interactor becomes inactive.
  ///
  /// The work scoped to the activation is cancelled after this returns. The default implementation
  /// does nothing.
  open func willResignActive() {}

  /// Changes the state; with `drivingSubtree`, the router's subtree follows.
  ///
  /// The router's tree walk passes `false`: it visits the descendants itself, once each, instead of
  /// letting every router re-walk its own subtree.
  final func setActive(_ active: Bool, drivingSubtree: Bool) {
    guard active != isActive else { return }
    if active {
      isActive = true
      routerNode?.interactorDidChange(isActive: true)
      activeness?.send(true)
      didBecomeActive()
    } else {
      willResignActive()
      activationCleanups.runAll()
      isActive = false
      routerNode?.interactorDidChange(isActive: false)
      activeness?.send(false)
    }
    if drivingSubtree {
      routerNode?.subtreeFollowInteractor(isActive: active)
    }
  }

  // MARK: Observation inside the package

  /// Calls `handler` synchronously with every change of ``isActive``, until the returned identifier
  /// is passed to ``removeActivenessHandler(_:)``.
  package final func addActivenessHandler(_ handler: @escaping (Bool) -> Void) -> UInt64 {
    activenessBroadcast.addHandler(handler)
  }

  /// Stops calling a handler added with ``addActivenessHandler(_:)``.
  package final func removeActivenessHandler(_ id: UInt64) {
    activeness?.removeHandler(id)
  }

  /// Registers `cleanup` to run when the current activation ends, and returns an identifier that
  /// withdraws it; `nil` if the interactor is inactive, in which case `cleanup` has run already.
  package final func addActivationCleanup(_ cleanup: @escaping () -> Void) -> UInt64? {
    guard isActive else {
      cleanup()
      return nil
    }
    return activationCleanups.add(cleanup)
  }

  /// Withdraws a cleanup registered with ``addActivationCleanup(_:)``.
  package final func removeActivationCleanup(_ id: UInt64) {
    activationCleanups.remove(id)
  }

  private var activenessBroadcast: StateBroadcast<Bool> {
    if let activeness { return activeness }
    let broadcast = StateBroadcast<Bool>()
    activeness = broadcast
    return broadcast
  }
}
