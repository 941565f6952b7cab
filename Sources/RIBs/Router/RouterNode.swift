/// A router's place in the RIB tree: its children, its parent, and the sequence of every lifecycle
/// transition of its RIB (attach, activate, load, deactivate, detach, release).
///
/// Every ``Router`` owns one node (through ``RouterBase``). Control runs one way: the node decides
/// each transition with its ``RouterLifecycleStateMachine`` and carries out what it returns; the
/// interactor it drives only flips its state and runs its hooks, and the node hears each step as
/// one of the interactor's observers (an ``Interactor`` tells its observers; any other interactable,
/// such as a mock, is told of through ``ActivenessTracking`` by the node that drives it). Mocks and
/// interactors take the same path.
///
/// One attach, in order:
/// 1. ``attach(_:)`` checks the child (not attached, not this router or an ancestor), appends it to
///    ``children``, sets its parent and emits `attach`.
/// 2. ``SubtreeWalk`` asks the child's node to activate: its state machine answers "call the
///    interactor", and the node calls `activate()`.
/// 3. The interactor becomes active and tells its observers `activated`; the child's node, the
///    first of them, emits `activate` and withdraws the expectation that its view disappears.
/// 4. The interactor runs `didBecomeActive()`, then tells `activationCompleted`; the node does
///    nothing more, since the change is the tree's.
/// 5. The walk visits the child's own children (a detached subtree attached again) the same way,
///    parents first.
/// 6. The node loads the child: its state machine answers "first time", the node emits `load` and
///    the router's `didLoad()` runs.
///
/// A detach is the same walk, deactivating, followed by removing the child and emitting `detach`.
/// See `Articles/TheLifecycle.md` for both sequences.
///
/// The node is a separate, non-generic object because ``Router`` is generic and its teardown runs
/// on the main actor: see ``RouterBase``. That is why a RIB is three objects (router, node,
/// interactor), not one.
@MainActor
final class RouterNode: ActivenessObserver {
  /// The router's interactor, as the protocol the router drives: an ``Interactor`` or a mock.
  let interactable: any Interactable
  /// The same, if it is an ``Interactor``, which the node calls without a cast.
  private let interactor: Interactor?
  /// The router's children, with their nodes.
  private(set) var childList = ChildList()
  /// The node of the router this node's router is attached to.
  ///
  /// Kept strongly: the parent's node keeps this node too (its children), and the cycle is broken
  /// by the parent's ``release()``, which clears its children's links before it lets them go. A
  /// node's teardown never depends on its reference count.
  private(set) var parent: RouterNode?
  /// This node's position in its parent's children, while it has a parent (32 bits, to keep the
  /// node small: a parent may have up to 2^31 - 1 children).
  var indexInParent: Int32 = 0
  /// For a viewable router, its view, which the leak detector expects to disappear while the RIB is
  /// inactive and to be deallocated after the router.
  private var view: RouterView?
  /// The leak detector in effect when the router was created.
  private let leakDetector: LeakDetector
  /// Observers of the lifecycle, created on first observation.
  var lifecycleBroadcast: StateBroadcast<RouterLifecycle>?
  /// The router's type and identity, which name the RIB in tree events and diagnostics.
  ///
  /// An identifier, not a reference: events are emitted while the router is being torn down.
  private(set) var routerType: Any.Type = RouterBase.self
  private(set) var routerID = ObjectIdentifier(RouterBase.self)
  /// The identifier of this node among its interactor's observers.
  private var observerID = ActivenessObserverID(rawValue: 0)
  private var lifecycle = RouterLifecycleStateMachine()
  /// Whether this router owns its interactor: `false` for a router given an interactor that
  /// another router owns, which is reported and never deactivates or expects it on release.
  private var ownsInteractable = true

  /// Creates the node of a router.
  ///
  /// - Parameters:
  ///   - interactable: The router's interactor.
  ///   - interactor: The same, if it is an ``Interactor``.
  init(interactable: any Interactable, interactor: Interactor?) {
    self.interactable = interactable
    self.interactor = interactor
    self.leakDetector = LeakDetector.instance
    super.init(followsCompletion: true)
  }

  /// Names the node after its router, claims the interactor and starts following it.
  ///
  /// - Parameters:
  ///   - routerType: The router's type.
  ///   - routerID: The router's identity.
  func bind(routerType: Any.Type, routerID: ObjectIdentifier) {
    self.routerType = routerType
    self.routerID = routerID
    // Only an Interactor carries the claim; a mock shared by two routers is a test's business.
    if let interactor, interactor.isOwnedByRouter {
      ownsInteractable = false
      RIBsDiagnostics.report(
        .interactorHasAnotherRouter,
        "\(RIBNaming.name(of: routerType))'s interactor \(type(of: interactor)) already belongs "
          + "to another router; give each router its own interactor. It follows the interactor "
          + "but does not own it.")
    } else {
      interactor?.isOwnedByRouter = true
    }
    // An Interactor keeps its observers itself; the framework follows any other interactable.
    if let interactor {
      observerID = interactor.addObserver(self)
    } else {
      observerID = ActivenessTracking.addObserver(to: interactable, self)
    }
  }

  // MARK: Children

  private func setParent(_ node: RouterNode?) {
    parentID = node.map(ObjectIdentifier.init)
    // Swapped, so that the old parent is released after the access (as `exchange(_:with:)` does,
    // which costs a retain and a release more here).
    var link = node
    swap(&parent, &link)
  }

  /// The identity of ``parent``, compared without loading (and retaining) it.
  private(set) var parentID: ObjectIdentifier?

  /// Whether this node's router is attached to `node`'s.
  func isChild(of node: RouterNode) -> Bool {
    parentID == ObjectIdentifier(node)
  }

  /// Runs `body` on the children, taken out of the node and put back.
  ///
  /// What `body` releases is released outside the accesses to ``childList`` (see
  /// ``exchange(_:with:)``). `body` runs no application code.
  func updateChildList<Result>(_ body: (inout ChildList) -> Result) -> Result {
    var list = exchange(&childList, with: ChildList())
    let result = body(&list)
    swap(&childList, &list)
    return result
  }

  /// The position of `child` among the children, if it is attached to this node: at once for a
  /// child built on ``Router``, by a search for another (a mock).
  @inline(__always)
  private func position(of child: any Routing, node childNode: RouterNode?) -> Int? {
    if let childNode {
      return childNode.isChild(of: self) ? Int(childNode.indexInParent) : nil
    }
    return childList.position(of: child)
  }

  // MARK: Attach and detach

  /// Attaches `child`: appends it, activates its interactor and its subtree, then loads it.
  ///
  /// The subtree becomes active parents first. A misuse changes nothing and is reported.
  func attach(_ child: any Routing) {
    let childNode = (child as? RouterBase)?.node
    if let refusal = refusalToAttach(child, node: childNode) {
      RIBsDiagnostics.report(refusal.kind, refusal.message)
      return
    }
    let index = updateChildList { $0.append(child, node: childNode) }
    childNode?.setParent(self)
    childNode?.indexInParent = Int32(index)
    if RIBTreeEvents.isObserved { emit(.attach, of: child, node: childNode) }
    SubtreeWalk.set(true, child: child, node: childNode)
    child.load()
  }

  /// The children not built on ``Router`` (mocks) whose detach is in progress, innermost last, so
  /// that a nested detach of the same child (from its `deactivate()`) is refused; a child built on
  /// ``Router`` says so itself (``isBeingDetached``).
  private static var foreignDetachesInProgress: [ObjectIdentifier] = []

  /// Whether this node's router is being detached from its parent, so that a nested detach of it
  /// (from its `willResignActive()`) is refused instead of resigning it again.
  private var isBeingDetached = false

  /// Detaches `child`: deactivates its interactor and its subtree, then removes it.
  ///
  /// The subtree resigns parents first. A misuse changes nothing and is reported.
  func detach(_ child: any Routing) {
    let childNode = (child as? RouterBase)?.node
    guard position(of: child, node: childNode) != nil else {
      RIBsDiagnostics.report(
        .detachedRouterIsNotAChild,
        "\(routerType) was asked to detach \(type(of: child)), which is not one of its "
          + "children; nothing changed.")
      return
    }
    let id = ObjectIdentifier(child)
    let isNested =
      childNode?.isBeingDetached ?? Self.foreignDetachesInProgress.contains(id)
    guard !isNested else {
      RIBsDiagnostics.report(
        .deactivatedWhileResigning,
        "\(routerType) was asked to detach \(type(of: child)) while it is being detached "
          + "(from its willResignActive() or code it called); nothing changed.")
      return
    }
    if let childNode {
      childNode.isBeingDetached = true
      SubtreeWalk.set(false, child: child, node: childNode)
      childNode.isBeingDetached = false
    } else {
      var detaching = exchange(&Self.foreignDetachesInProgress, with: [])
      detaching.append(id)
      swap(&Self.foreignDetachesInProgress, &detaching)
      SubtreeWalk.set(false, child: child, node: nil)
      detaching = exchange(&Self.foreignDetachesInProgress, with: [])
      detaching.removeLast()
      swap(&Self.foreignDetachesInProgress, &detaching)
    }
    // The child's willResignActive() may have rearranged the tree; remove what is still there.
    guard let index = position(of: child, node: childNode) else { return }
    let removed = updateChildList { $0.remove(at: index) }
    childNode?.setParent(nil)
    if childList.positionsChanged {
      for (position, entry) in childList.entries.enumerated() {
        entry.node?.indexInParent = Int32(position)
      }
    }
    _ = removed
    if RIBTreeEvents.isObserved { emit(.detach, of: child, node: childNode) }
  }

  // MARK: Activeness

  /// The tree sets this node's interactor to `active`, without its subtree.
  ///
  /// - Returns: ``RouterLifecycleStateMachine/Request/callInteractor`` if the node changed it.
  @discardableResult @inline(__always)
  func setActiveByTree(_ active: Bool) -> RouterLifecycleStateMachine.Request {
    let request = lifecycle.treeRequests(active: active, isActive: isInteractableActive)
    guard request == .callInteractor else { return request }
    callInteractable(active: active)
    lifecycle.finishChange()
    return request
  }

  /// Whether the interactor is active, read from the class without a protocol call when it is an
  /// ``Interactor``.
  var isInteractableActive: Bool {
    interactor?.isActive ?? interactable.isActive
  }

  @inline(__always)
  private func callInteractable(active: Bool) {
    // NB: optional chaining on the constant, not `if let`, which copies (retains) the reference.
    if interactor != nil {
      active ? interactor?.activate() : interactor?.deactivate()
    } else {
      ForeignInteractable.set(interactable, active: active)
    }
  }

  private func perform(_ actions: RouterLifecycleStateMachine.Actions) {
    if actions.contains(.emitActivate) { emit(.activate) }
    if actions.contains(.emitDeactivate) { emit(.deactivate) }
    if actions.contains(.cancelViewDisappearance) { view?.cancelDisappearance() }
    if actions.contains(.expectViewDisappearance) { view?.expectDisappearance(with: leakDetector) }
    if actions.contains(.reportActivatedUnderInactiveParent), let parent {
      RIBsDiagnostics.report(
        .activatedUnderInactiveParent,
        "\(type(of: interactable)) was activated while its parent "
          + "\(RIBNaming.name(of: parent.routerType)) is inactive; it is active now, but a subtree "
          + "follows its parent: activate the parent, or attach the child to an active one.")
    }
    if actions.contains(.activateDescendants) { SubtreeWalk.setDescendants(of: self, active: true) }
    if actions.contains(.deactivateDescendants) {
      SubtreeWalk.setDescendants(of: self, active: false)
    }
  }

  /// Gives a viewable router's node its view.
  ///
  /// As in Uber's RIBs, a view whose RIB is inactive is expected to disappear from the start, and
  /// again whenever the RIB resigns.
  func setView(_ controllable: any ViewControllable) {
    let view = RouterView(controllable)
    _ = exchange(&self.view, with: view)
    if !isInteractableActive { view.expectDisappearance(with: leakDetector) }
  }

  // MARK: Load

  /// Marks the router loaded; `false` if it was already.
  func markLoaded() -> Bool {
    guard lifecycle.load() else { return false }
    if RIBTreeEvents.isObserved { emit(.load) }
    lifecycleBroadcast?.send(.didLoad)
    return true
  }

  var isLoaded: Bool { lifecycle.isLoaded }

  // MARK: Release

  /// The router went away: the node stops following its interactor, deactivates it if it owns it,
  /// asks the leak detector to expect it (and the view) to go away, and hands the subtree, each
  /// child deactivated, to a loop that releases it without recursion.
  func release() {
    guard lifecycle.release() else { return }
    view?.cancelDisappearance()
    if let interactor {
      interactor.removeObserver(observerID)
    } else {
      ActivenessTracking.removeObserver(observerID, from: interactable)
    }
    if ownsInteractable {
      interactor?.isOwnedByRouter = false
      callInteractable(active: false)
      leakDetector.expectRIBObjectDeallocation(
        interactable, within: LeakDetector.deallocationLimit)
    }
    if let view {
      leakDetector.expectRIBObjectDeallocation(
        view.controllable, within: LeakDetector.viewDisappearanceLimit)
    }
    // A leaf (most RIBs) has nothing more to do.
    guard hasChildren else { return }
    var orphans: [any Routing] = []
    for entry in updateChildList({ $0.removeAll() }) {
      guard let child = entry.router else { continue }
      SubtreeWalk.set(false, child: child, node: entry.node)
      entry.node?.setParent(nil)
      orphans.append(child)
    }
    // Releasing the children here would release a long chain recursively, one stack frame group
    // per level; hand them to a loop instead.
    DeferredRelease.release(&orphans)
  }

  // MARK: Observing the interactor

  /// A step of the interactor's change, whether the node asked for it or application code did.
  override func scope(_ scope: any InteractorScope, didChange change: ActivenessChange) {
    var actions = lifecycle.interactor(
      didChange: change, isActive: isInteractableActive, hasView: view != nil,
      parentIsActive: change == .activated && !lifecycle.isChangingByTree
        ? parent?.isInteractableActive : nil)
    // Most steps of a tree walk only emit an event nobody observes: nothing to do.
    if !RIBTreeEvents.isObserved { actions.subtract([.emitActivate, .emitDeactivate]) }
    if !actions.isEmpty { perform(actions) }
  }
}
