/// The lifecycle of one router, as its node sequences it: whether the node is changing its
/// interactor's activeness itself, whether the router has loaded, and whether it is gone.
///
/// A value with no references, tested on its own (`RouterLifecycleStateMachineTests`): every
/// transition returns what the node is to do, and the node does it. The interactor itself only
/// flips its state and runs its hooks; the node learns of each step as one of its observers,
/// whether the node asked for the change (in a tree walk) or application code did.
///
/// A change the node asked for is the tree's: the walk that asked sets the subtree. A change from
/// outside (application code calling `activate()` or `deactivate()`, a launch, a test) makes the
/// node set the subtree itself once the change is complete: after `didBecomeActive()`, or once
/// inactive.
struct RouterLifecycleStateMachine {
  /// What the node is doing to its interactor.
  private enum Change {
    /// Nothing: a step that arrives is application code's.
    case none
    /// The node asked its interactor to become active, in a tree walk.
    case activating
    /// The node asked its interactor to resign, in a tree walk or because its router is gone.
    case deactivating
  }

  private var change = Change.none

  /// Whether the node is changing its interactor itself: a step that arrives is the tree's own.
  var isChangingByTree: Bool { change != .none }
  /// Whether the router has loaded: its `didLoad()` ran.
  private(set) var isLoaded = false
  /// Whether the router has gone away and its node has torn the RIB down.
  private(set) var isReleased = false

  /// What the node does after one step of its interactor's change.
  struct Actions: OptionSet {
    let rawValue: UInt8

    /// Emit the tree event `activate`.
    static let emitActivate = Actions(rawValue: 1 << 0)
    /// Emit the tree event `deactivate`.
    static let emitDeactivate = Actions(rawValue: 1 << 1)
    /// Withdraw the expectation that the view disappears: the RIB is active again.
    static let cancelViewDisappearance = Actions(rawValue: 1 << 2)
    /// Expect the view to disappear: the RIB is inactive.
    static let expectViewDisappearance = Actions(rawValue: 1 << 3)
    /// Report ``RIBsDiagnostic/Kind/activatedUnderInactiveParent``.
    static let reportActivatedUnderInactiveParent = Actions(rawValue: 1 << 4)
    /// Activate every descendant, in a walk of its own: application code activated the interactor.
    static let activateDescendants = Actions(rawValue: 1 << 5)
    /// Deactivate every descendant, in a walk of its own: application code deactivated it.
    static let deactivateDescendants = Actions(rawValue: 1 << 6)
  }

  /// What the node does when the tree asks it to set its interactor's activeness.
  enum Request: Equatable {
    /// Call the interactor's `activate()` or `deactivate()`, then ``finishChange()``.
    case callInteractor
    /// Nothing: the interactor is in that state already.
    case none
    /// Nothing: the node is changing its interactor already, and that change finishes first (a
    /// hook asked for another change). A nested deactivation is a misuse the caller reports.
    case busy
  }

  /// The tree asks for the interactor to become `active`; it is `isActive` now.
  mutating func treeRequests(active: Bool, isActive: Bool) -> Request {
    guard change == .none, !isReleased else { return .busy }
    guard isActive != active else { return .none }
    change = active ? .activating : .deactivating
    return .callInteractor
  }

  /// The node's call to its interactor returned.
  mutating func finishChange() {
    change = .none
  }

  /// One step of a change of the interactor's activeness arrived.
  ///
  /// - Parameters:
  ///   - step: The step.
  ///   - isActive: The interactor's state now.
  ///   - hasView: Whether the RIB has a view, whose disappearance the leak detector checks.
  ///   - parentIsActive: Whether the router's parent is active; `nil` without a parent. Read only
  ///     for ``ActivenessChange/activated``.
  /// - Returns: What the node does.
  func interactor(
    didChange step: ActivenessChange, isActive: Bool, hasView: Bool, parentIsActive: Bool?
  ) -> Actions {
    guard !isReleased else { return [] }
    var actions: Actions = []
    switch step {
    case .activated:
      actions.insert(.emitActivate)
      if hasView { actions.insert(.cancelViewDisappearance) }
      if change == .none, parentIsActive == false {
        actions.insert(.reportActivatedUnderInactiveParent)
      }
    case .activationCompleted:
      // The subtree follows a change from outside once the interactor's didBecomeActive() ran,
      // if it is still active after it.
      if change == .none, isActive { actions.insert(.activateDescendants) }
    case .deactivated:
      actions.insert(.emitDeactivate)
      if hasView { actions.insert(.expectViewDisappearance) }
      if change == .none, !isActive { actions.insert(.deactivateDescendants) }
    }
    return actions
  }

  /// The tree loads the router; `true` the first time, when the node emits `load` and calls the
  /// router's `didLoad()`.
  mutating func load() -> Bool {
    guard !isLoaded, !isReleased else { return false }
    isLoaded = true
    return true
  }

  /// The router has gone away: the node tears the RIB down, once.
  ///
  /// - Returns: `true` the first time, when the node deactivates the interactor it owns and the
  ///   subtree, and hands its children on.
  mutating func release() -> Bool {
    guard !isReleased else { return false }
    isReleased = true
    change = .deactivating
    return true
  }
}
