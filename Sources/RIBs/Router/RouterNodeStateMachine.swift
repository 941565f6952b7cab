/// Everything a router's node must know to sequence its RIB: whether it is changing its
/// interactor's activeness (and why), whether the router has loaded, whether the node owns the
/// interactor, and whether the router is gone.
///
/// A value with no references, tested on its own (`RouterNodeStateMachineTests`). One enum holds
/// the state, so that a combination that cannot happen (a change in progress after the router went
/// away, a load after it) cannot be written either; each transition is a `switch` that says what
/// the node may do, and the node does that.
///
/// Who asks for a change:
/// - **the tree**: a walk attaching or detaching a subtree, or the router going away;
/// - **application code**: `activate()` or `deactivate()` on the interactor (a launch, a test, a
///   hook), which the interactor hands to its node. The node then makes the subtree follow.
///
/// A request that arrives while the node is changing the interactor (from a hook of that change)
/// is nested: a deactivation during an activation runs at once; a deactivation during a
/// deactivation or a detach is the one misuse, reported; anything else changes nothing.
struct RouterNodeStateMachine {
  /// What the node is doing to its interactor.
  enum Change: Equatable {
    /// Activating it: the interactor's `didBecomeActive()` may be running.
    case activating
    /// Deactivating it: its `willResignActive()` may be running.
    case deactivating
    /// Deactivating it at application code's request from inside its activation (its
    /// `didBecomeActive()` deactivated it); the activation goes on when this is over.
    case deactivatingInsideActivation
    /// Detaching the router from its parent: the subtree is resigning, then the child is removed.
    case detaching
  }

  /// What stays true of the node while it is in the tree.
  struct LoadAndOwnership: Equatable {
    /// Whether the router has loaded: its `didLoad()` ran.
    var isLoaded = false
    /// Whether the node owns its interactor.
    ///
    /// `false` for a node that wraps a child not built on `Router`, or a router given an
    /// interactor another router owns. A node that does not own its interactor never deactivates
    /// it or expects it to go away when the router does.
    var ownsInteractable: Bool
  }

  private enum State: Equatable {
    /// In the tree, changing nothing.
    case resting(LoadAndOwnership)
    /// Changing the interactor's activeness.
    case changing(Change, LoadAndOwnership)
    /// The router is gone, and the node tore the RIB down.
    case released
  }

  private var state: State

  /// A machine for a node that owns its interactor, or not.
  init(ownsInteractable: Bool) {
    state = .resting(LoadAndOwnership(ownsInteractable: ownsInteractable))
  }

  /// What the node does with a request.
  enum Decision: Equatable {
    /// Make the change now, then ``finish()``.
    case change
    /// Nothing: the interactor is in that state already, or the router is gone.
    case none
    /// Nothing: the node is changing the interactor, and this change would undo it in the middle.
    /// The tree skips the node; application code is told (a nested deactivation or detach).
    case nested
  }

  /// The tree (`isActive` is the interactor's state now) asks the node to set its interactor to
  /// `active`: a walk, an attach, a teardown.
  ///
  /// With `evenIfUnchanged`, an interactor in that state
  /// already is asked too (a mock's calls, which its tests count).
  mutating func treeRequests(active: Bool, isActive: Bool, evenIfUnchanged: Bool = false)
    -> Decision
  {
    switch state {
    case .released:
      return .none
    case .changing:
      return .nested
    case .resting(let facts):
      guard isActive != active || evenIfUnchanged else { return .none }
      state = .changing(active ? .activating : .deactivating, facts)
      return .change
    }
  }

  /// The parent detaches the router: the node deactivates its interactor (if it is active) and its
  /// subtree, and a second detach from a hook that runs meanwhile is refused (``isDetaching``).
  mutating func detachRequested() -> Decision {
    switch state {
    case .released:
      return .none
    case .changing:
      return .nested
    case .resting(let facts):
      state = .changing(.detaching, facts)
      return .change
    }
  }

  /// Application code asks the interactor to become `active` (`isActive` is its state now).
  mutating func applicationRequests(active: Bool, isActive: Bool) -> Decision {
    switch state {
    case .released:
      return .none
    case .changing(.activating, let facts) where !active:
      // didBecomeActive() deactivates the interactor: it resigns at once, inside the activation.
      guard isActive else { return .none }
      state = .changing(.deactivatingInsideActivation, facts)
      return .change
    case .changing(_, _) where !active:
      return isActive ? .nested : .none
    case .changing:
      return .none
    case .resting(let facts):
      guard isActive != active else { return .none }
      state = .changing(active ? .activating : .deactivating, facts)
      return .change
    }
  }

  /// The change the node made is over.
  mutating func finish() {
    switch state {
    case .changing(.deactivatingInsideActivation, let facts):
      state = .changing(.activating, facts)
    case .changing(_, let facts):
      state = .resting(facts)
    case .resting, .released:
      break
    }
  }

  /// Whether the node is in the tree and changing nothing.
  var isResting: Bool {
    if case .resting = state { return true }
    return false
  }

  /// Whether the node is detaching its router from its parent.
  var isDetaching: Bool {
    if case .changing(.detaching, _) = state { return true }
    return false
  }

  /// The tree loads the router; `true` the first time, when the node emits `load` and calls the
  /// router's `didLoad()`.
  mutating func load() -> Bool {
    switch state {
    case .resting(var facts) where !facts.isLoaded:
      facts.isLoaded = true
      state = .resting(facts)
      return true
    case .changing(let change, var facts) where !facts.isLoaded:
      facts.isLoaded = true
      state = .changing(change, facts)
      return true
    default:
      return false
    }
  }

  /// Whether the router has loaded.
  var isLoaded: Bool {
    switch state {
    case .resting(let facts), .changing(_, let facts): facts.isLoaded
    case .released: false
    }
  }

  /// The router has gone away: the node tears the RIB down, once.
  ///
  /// - Returns: Whether the node owns its interactor (deactivates it and expects it to go away);
  ///   `nil` if it was released already.
  mutating func release() -> Bool? {
    switch state {
    case .released:
      return nil
    case .resting(let facts), .changing(_, let facts):
      state = .released
      return facts.ownsInteractable
    }
  }
}
