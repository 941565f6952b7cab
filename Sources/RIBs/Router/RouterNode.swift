/// A place in the RIB tree: a router's children, its parent, and the sequence of every lifecycle
/// transition of its RIB (attach, activate, load, deactivate, detach, release).
///
/// Every ``Router`` owns one node (through ``RouterBase``); a child that is not built on ``Router``
/// (a mock) gets one when it is attached, which drives its `interactable` through the protocol.
/// Attach, detach, the walks and the events handle nodes only.
///
/// Control runs one way: the node asks its ``RouterNodeStateMachine`` what it may do, then makes
/// the change itself, step by step: it tells an ``Interactor`` to begin, runs what belongs between
/// the steps (the tree event, the view's leak check, the subtree), and tells it to finish. The
/// interactor never calls the node back during a change; its `activate()` and `deactivate()`, when
/// application code calls them, only hand the request to the node.
///
/// One attach, hop by hop, in six files: `Router`, `RouterNode`, `ChildList`, `SubtreeWalk`,
/// `RouterNodeStateMachine`, `Interactor` (and `RIBTreeEvents` when tree events are observed,
/// `LeakDetector` when the RIB has a view):
/// 1. `Router.attachChild(_:)` calls the parent's node, ``attach(_:)``.
/// 2. ``attach(_:)`` checks the child (``refusalToAttach(_:node:)``), appends it to its
///    ``ChildList``, links it and emits `attach`.
/// 3. `SubtreeWalk.set(_:node:)` asks the child's node to activate (``setActiveByTree(_:)``); its
///    state machine answers `change`.
/// 4. The child's node emits `activate` and withdraws the expectation that its view disappears,
///    has the interactor begin (it becomes active and tells its workers), runs its
///    `didBecomeActive()`, and has it complete (it tells its observers the activation is over).
/// 5. The walk does the same for the child's own children (a detached subtree attached again),
///    parents first, without recursion.
/// 6. The parent's node calls the child's `load()`: its node answers "first time", emits `load`,
///    and the router's `didLoad()` runs.
///
/// One detach: `Router.detachChild(_:)` → ``detach(_:)``, which has the child's node resign in a
/// detach (its state machine refuses a second detach from a hook): it has the interactor begin to
/// resign (`willResignActive()`, its scoped work cancelled), emits `deactivate`, expects the view
/// to disappear, has the interactor finish (its workers are told), then `SubtreeWalk` does the same
/// for the subtree, parents first; last, the child is removed and `detach` emitted.
///
/// The node is a separate, non-generic object because ``Router`` is generic and its teardown runs
/// on the main actor: see ``RouterBase``.
@MainActor
final class RouterNode {
  /// The router's interactor, as the protocol the node drives: an ``Interactor`` or a mock.
  let interactable: any Interactable
  /// The same, if it is an ``Interactor``, which the node drives step by step, without a cast.
  private let interactor: Interactor?
  /// The router's children, with their nodes; changed only through ``updateChildList(_:)``.
  private(set) var childList = ChildList()
  // NB: the small fields next to the children's list, where they fill its padding.
  /// This node's position in its parent's children, while it has a parent (32 bits, to keep the
  /// node small: a parent may have up to 2^31 - 1 children).
  var indexInParent: Int32 = 0
  /// Every transition: whether a change is in progress, whether the router has loaded, whether
  /// this node owns its interactor, whether the router is gone.
  private var state: RouterNodeStateMachine
  /// The node of the router this node's router is attached to.
  ///
  /// Kept strongly: the parent's node keeps this node too (its children), and the cycle is broken
  /// by the parent's ``release()``, which clears its children's links before it lets them go. A
  /// node's teardown never depends on its reference count.
  private(set) var parent: RouterNode?
  /// The identity of ``parent`` (0 without one), compared without loading (and retaining) it.
  private(set) var parentID: UInt = 0
  /// For a viewable router, its view, which the leak detector expects to disappear while the RIB is
  /// inactive and to be deallocated after the router.
  private var view: RouterView?
  /// The leak detector in effect when the router was created.
  private let leakDetector: LeakDetector
  /// Who follows the router's lifecycle, and what the node follows of its interactable: in an
  /// object of their own, made when first needed, since most routers have neither.
  var observations: RouterNodeObservations?
  /// The router's type and identity, which name the RIB in tree events and diagnostics.
  ///
  /// An identifier, not a reference: events are emitted while the router is being torn down.
  private(set) var routerType: Any.Type
  /// The number that names the RIB in tree events and snapshots (``RIBIdentity/id``): for a
  /// ``Router``, the order in which it was bound, so that no two routers of a run share one, even
  /// when the second is allocated where the first was; for a child not built on ``Router``, its
  /// address.
  private(set) var ribID: UInt
  /// The number the next router bound gets; 0 is never given.
  private static var nextRIBID: UInt = 1

  /// Creates the node of a router; ``bind(routerType:)`` names and numbers it and claims the
  /// interactor.
  ///
  /// - Parameters:
  ///   - interactable: The router's interactor.
  ///   - interactor: The same, if it is an ``Interactor``.
  init(interactable: any Interactable, interactor: Interactor?) {
    self.interactable = interactable
    self.interactor = interactor
    self.leakDetector = LeakDetector.instance
    self.routerType = RouterBase.self
    self.ribID = 0
    self.state = RouterNodeStateMachine(ownsInteractable: true)
  }

  /// Creates the node of a child not built on ``Router``, which drives its interactable through
  /// the protocol and leaves its own children to it, as in Uber's RIBs.
  ///
  /// - Parameter child: The child.
  init(wrapping child: any Routing) {
    self.interactable = child.interactable
    self.interactor = nil
    self.leakDetector = LeakDetector.instance
    self.routerType = type(of: child)
    self.ribID = RIBIdentity.number(of: ObjectIdentifier(child))
    self.state = RouterNodeStateMachine(ownsInteractable: false)
  }

  /// Names the node after its router, gives it the next RIB number and claims the interactor.
  ///
  /// - Parameter routerType: The router's type.
  func bind(routerType: Any.Type) {
    self.routerType = routerType
    ribID = Self.nextRIBID
    Self.nextRIBID &+= 1
    // Only an Interactor carries the claim; a mock shared by two routers is a test's business.
    if let interactor, interactor.node == nil {
      interactor.node = self
      return
    }
    if let interactor {
      state = RouterNodeStateMachine(ownsInteractable: false)
      RIBsDiagnostics.report(
        .interactorHasAnotherRouter,
        "\(RIBNaming.name(of: routerType))'s interactor \(type(of: interactor)) already belongs "
          + "to another router; give each router its own interactor. It follows the interactor "
          + "but does not own it.")
    }
    // What the node does not change itself, it follows: the subtree moves with the interactable,
    // if it says when it changes.
    let outsideChanges = ScopeObservation.observe(interactable) { [weak self] change, _ in
      self?.interactableChanged(change)
    }
    if case .none = outsideChanges { return }
    madeObservations.outsideChanges = outsideChanges
  }

  /// The interactable changed, and not because this node changed it (its own changes are told to
  /// its observers while the node is changing, and it ignores them).
  private func interactableChanged(_ change: ActivenessStep) {
    guard state.isResting else { return }
    switch change {
    case .activated:
      if RIBTreeEvents.isObserved { emit(.activate) }
      view?.cancelDisappearance()
      if let parent, !parent.isInteractableActive { reportActivationUnderInactiveParent(parent) }
    case .activationCompleted:
      if isInteractableActive { SubtreeWalk.setDescendants(of: self, active: true) }
    case .deactivated:
      if RIBTreeEvents.isObserved { emit(.deactivate) }
      view?.expectDisappearance(with: leakDetector)
      SubtreeWalk.setDescendants(of: self, active: false)
    }
  }

  // MARK: Children

  private func setParent(_ node: RouterNode?) {
    // NB: no closure (`node.map { … }`): in main-actor code, a closure handed to a nonisolated
    // function such as `Optional.map` checks at run time that it runs on the main actor.
    if let node {
      parentID = UInt(bitPattern: ObjectIdentifier(node))
    } else {
      parentID = 0
    }
    // Swapped, so that the old parent is released after the access (a node's release may release
    // routers, whose teardown reaches other nodes).
    var link = node
    swap(&parent, &link)
  }

  /// Runs `body` on the children, taken out of the node and put back.
  ///
  /// What `body` releases (a removed child) is released after the access, so every access to
  /// ``childList`` is checked statically (see ``exchange(_:with:)``). `body` runs no application
  /// code.
  ///
  /// NB: the idiom is written out here, not in a generic helper that takes the property `inout`:
  /// that access would last the whole update, and make every access to the property dynamic
  /// (`Benchmarks/count-instructions churn`).
  func updateChildList<Result>(_ body: (inout ChildList) -> Result) -> Result {
    var list = exchange(&childList, with: ChildList())
    let result = body(&list)
    swap(&childList, &list)
    return result
  }

  /// Whether this node's router is attached to `node`'s.
  func isChild(of node: RouterNode) -> Bool {
    parentID == UInt(bitPattern: ObjectIdentifier(node))
  }

  /// The node of `child` if it is attached to this node: its own for a child built on ``Router``,
  /// the one this node made for another.
  private func attachedNode(of child: any Routing) -> RouterNode? {
    let node = (child as? RouterBase)?.node ?? childList.wrapper(of: child)
    guard let node, node.isChild(of: self) else { return nil }
    return node
  }

  // MARK: Attach and detach

  /// Attaches `child`: appends it, activates its interactor and its subtree, then loads it.
  ///
  /// The subtree becomes active parents first. A misuse changes nothing and is reported.
  func attach(_ child: any Routing) {
    let ownNode = (child as? RouterBase)?.node
    if let refusal = refusalToAttach(child, node: ownNode) {
      RIBsDiagnostics.report(refusal.kind, refusal.message)
      return
    }
    let childNode = ownNode ?? RouterNode(wrapping: child)
    let index = updateChildList { $0.append(child, node: childNode, isWrapper: ownNode == nil) }
    childNode.indexInParent = Int32(index)
    childNode.setParent(self)
    if RIBTreeEvents.isObserved { emit(.attach, of: child, node: childNode) }
    SubtreeWalk.set(true, node: childNode)
    child.load()
  }

  /// Detaches `child`: deactivates its interactor and its subtree, then removes it.
  ///
  /// The subtree resigns parents first. A misuse changes nothing and is reported.
  func detach(_ child: any Routing) {
    guard let childNode = attachedNode(of: child) else {
      RIBsDiagnostics.report(
        .detachedRouterIsNotAChild,
        "\(routerType) was asked to detach \(type(of: child)), which is not one of its "
          + "children; nothing changed.")
      return
    }
    guard !childNode.state.isDetaching else {
      RIBsDiagnostics.report(
        .deactivatedWhileResigning,
        "\(routerType) was asked to detach \(type(of: child)) while it is being detached "
          + "(from its willResignActive() or code it called); nothing changed.")
      return
    }
    childNode.resignForDetach()
    // The child's willResignActive() may have rearranged the tree; remove what is still there.
    guard childNode.isChild(of: self) else { return }
    let removed = updateChildList { $0.remove(at: Int(childNode.indexInParent), child: child) }
    childNode.setParent(nil)
    if childList.positionsChanged {
      for (position, entry) in childList.entries.enumerated() {
        entry.node?.indexInParent = Int32(position)
      }
    }
    _ = removed
    if RIBTreeEvents.isObserved { emit(.detach, of: child, node: childNode) }
  }

  /// Deactivates the interactor and the subtree, in a detach: a second detach of this node from a
  /// hook that runs meanwhile is refused.
  private func resignForDetach() {
    guard
      state.treeRequests(active: false, isActive: isInteractableActive, detaching: true)
        == .change
    else { return }
    let changed = deactivateInteractable(descendants: false)
    if changed { SubtreeWalk.setDescendants(of: self, active: false) }
    state.finish()
  }

  // MARK: Activeness

  /// The tree sets this node's interactor to `active`, without its subtree.
  ///
  /// - Returns: Whether the node changed it: then its subtree follows.
  @discardableResult @inline(__always)
  func setActiveByTree(_ active: Bool) -> Bool {
    guard state.treeRequests(active: active, isActive: isInteractableActive) == .change else {
      return false
    }
    let changed =
      active ? activateInteractable(descendants: false) : deactivateInteractable(descendants: false)
    state.finish()
    return changed
  }

  /// Application code called the interactor's `activate()` or `deactivate()`: the node makes the
  /// change, then the subtree follows.
  func applicationRequests(active: Bool) {
    switch state.applicationRequests(active: active, isActive: isInteractableActive) {
    case .none:
      return
    case .nested:
      Interactor.reportNestedDeactivation(of: interactable)
      return
    case .change:
      break
    }
    if active {
      if let parent, !parent.isInteractableActive { reportActivationUnderInactiveParent(parent) }
      activateInteractable(descendants: true)
    } else {
      deactivateInteractable(descendants: true)
    }
    state.finish()
  }

  private func reportActivationUnderInactiveParent(_ parent: RouterNode) {
    RIBsDiagnostics.report(
      .activatedUnderInactiveParent,
      "\(type(of: interactable)) was activated while its parent "
        + "\(RIBNaming.name(of: parent.routerType)) is inactive; it is active now, but a subtree "
        + "follows its parent: activate the parent, or attach the child to an active one.")
  }

  /// Whether the interactor is active, read from the class without a protocol call when it is an
  /// ``Interactor``.
  var isInteractableActive: Bool {
    interactor?.isActive ?? interactable.isActive
  }

  /// Activates the interactor, step by step; with `descendants`, the subtree follows once its
  /// `didBecomeActive()` has run, if it is still active.
  ///
  /// - Returns: Whether the interactor became active.
  @discardableResult
  private func activateInteractable(descendants: Bool) -> Bool {
    // NB: optional chaining on the constant, not `if let`, which copies (retains) the reference.
    if interactor != nil {
      view?.cancelDisappearance()
      guard interactor?.beginActivation() == true else { return false }
      // Told once the interactor is active, so that an observer sees the tree the event made.
      if RIBTreeEvents.isObserved { emit(.activate) }
      interactor?.didBecomeActive()
      if descendants, isInteractableActive { SubtreeWalk.setDescendants(of: self, active: true) }
      interactor?.completeActivation()
      return true
    }
    // Any other interactable is driven through its protocol; a scope that reports its changes
    // tells its own observers, as it becomes active.
    guard !interactable.isActive else { return false }
    interactable.activate()
    guard interactable.isActive else { return false }
    if RIBTreeEvents.isObserved { emit(.activate) }
    view?.cancelDisappearance()
    if descendants, isInteractableActive { SubtreeWalk.setDescendants(of: self, active: true) }
    return true
  }

  /// Deactivates the interactor, step by step; with `descendants`, the subtree follows before an
  /// ``Interactor``'s observers are told (a scope that reports its changes tells its own as it
  /// deactivates).
  ///
  /// - Returns: Whether the interactor resigned.
  @discardableResult
  private func deactivateInteractable(descendants: Bool) -> Bool {
    if interactor != nil {
      guard interactor?.beginResigning() == true else { return false }
    } else {
      guard Self.deactivate(interactable) else { return false }
    }
    if RIBTreeEvents.isObserved { emit(.deactivate) }
    view?.expectDisappearance(with: leakDetector)
    if descendants { SubtreeWalk.setDescendants(of: self, active: false) }
    interactor?.finishResigning()
    return true
  }

  /// Deactivates an interactable that is not an ``Interactor`` through its protocol.
  ///
  /// - Returns: Whether it was active and is no longer.
  @discardableResult
  private static func deactivate(_ interactable: any Interactable) -> Bool {
    guard interactable.isActive else { return false }
    interactable.deactivate()
    return !interactable.isActive
  }

  /// Gives a viewable router's node its view.
  ///
  /// As in Uber's RIBs, a view whose RIB is inactive is expected to disappear from the start, and
  /// again whenever the RIB resigns.
  func setView(_ controllable: any ViewControllable) {
    let view = RouterView(controllable)
    self.view = view
    if !isInteractableActive { view.expectDisappearance(with: leakDetector) }
  }

  // MARK: Load

  /// Marks the router loaded; `false` if it was already.
  func markLoaded() -> Bool {
    guard state.load() else { return false }
    if RIBTreeEvents.isObserved { emit(.load) }
    observations?.lifecycle?.send(.didLoad)
    return true
  }

  var isLoaded: Bool { state.isLoaded }

  // MARK: Release

  /// The router went away: the node deactivates its interactor if it owns it, asks the leak
  /// detector to expect it (and the view) to go away, and lets the subtree go, each child
  /// deactivated, without recursion.
  func release() {
    guard let ownsInteractable = state.release() else { return }
    view?.cancelDisappearance()
    observations?.outsideChanges?.cancel(observing: interactable)
    if ownsInteractable {
      if interactor?.node === self { interactor?.node = nil }
      // No tree events: the RIB is gone. Its workers are told.
      if interactor != nil {
        if interactor?.beginResigning() == true { interactor?.finishResigning() }
      } else {
        Self.deactivate(interactable)
      }
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
    orphanChildren(into: &orphans)
    // Releasing the children one by one here would release a long chain recursively: the last
    // reference to a child releases its node, which would release its own children, and so on.
    // Instead, a child that this loop holds the last reference to gives up its children first, so
    // that its release has nothing left to release.
    while !orphans.isEmpty {
      var router = orphans.removeLast() as? RouterBase
      if isKnownUniquelyReferenced(&router) { router?.node.orphanChildren(into: &orphans) }
      router = nil
    }
  }

  /// Deactivates each child and its subtree, unlinks it, and hands its router over.
  private func orphanChildren(into orphans: inout [any Routing]) {
    for entry in updateChildList({ $0.removeAll() }) {
      guard let child = entry.router, let node = entry.node else { continue }
      SubtreeWalk.set(false, node: node)
      node.setParent(nil)
      orphans.append(child)
    }
  }
}

extension RouterNode {
  /// Why attaching `child` is a misuse, if it is.
  ///
  /// The child is this router, already its child, attached elsewhere, or one of its ancestors.
  /// `childNode` is the child's own node, `nil` for a child not built on ``Router``, which gets one
  /// when it is attached.
  func refusalToAttach(
    _ child: any Routing, node childNode: RouterNode?
  ) -> (kind: RIBsDiagnostic.Kind, message: String)? {
    guard let childNode else {
      return childList.wrapper(of: child) != nil ? alreadyAttached(child) : nil
    }
    if childNode === self {
      return (.attachCreatesCycle, "\(routerType) was asked to attach itself; nothing changed.")
    }
    if childNode.isChild(of: self) { return alreadyAttached(child) }
    if childNode.parentID != 0, let otherParent = childNode.parent {
      return (
        .childHasAnotherParent,
        "\(routerType) was asked to attach \(type(of: child)), which is attached to "
          + "\(RIBNaming.name(of: otherParent.routerType)); detach it there first. Nothing changed."
      )
    }
    if childNode.hasChildren, isDescendant(of: childNode) {
      return (
        .attachCreatesCycle,
        "\(routerType) was asked to attach \(type(of: child)), one of its ancestors; "
          + "nothing changed."
      )
    }
    return nil
  }

  private func alreadyAttached(
    _ child: any Routing
  ) -> (kind: RIBsDiagnostic.Kind, message: String) {
    (
      .childAlreadyAttached,
      "\(routerType) was asked to attach \(type(of: child)), which is already its child; "
        + "nothing changed."
    )
  }

  private func isDescendant(of ancestor: RouterNode) -> Bool {
    var node: RouterNode? = self
    while let current = node {
      if current === ancestor { return true }
      node = current.parent
    }
    return false
  }
}

/// What the node's children are, read without changing them.
extension RouterNode {
  /// The children, in the order they were attached.
  var children: [any Routing] {
    updateChildList { $0.routers() }
  }

  /// Whether the node has children.
  var hasChildren: Bool { !childList.isEmpty }

  /// The children with their nodes, and holes, for the walks.
  var childEntries: [ChildList.Entry] { childList.entries }

  /// The node of the only child, if there is exactly one.
  var onlyChildNode: RouterNode? { childList.onlyNode }
}
