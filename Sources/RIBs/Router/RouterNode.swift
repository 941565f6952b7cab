/// A router's place in the RIB tree: its children, its parent, whether it has loaded, and the
/// teardown when the router goes away.
///
/// Every ``Router`` owns one node (through ``RouterBase``). The node sequences every state change of
/// its subtree: it drives its interactor and its descendants' in the tree walks, and it follows its
/// interactor when application code activates or deactivates it directly: an ``Interactor`` calls
/// the node of the router that owns it (its `owningNode`) before its observers; a mock, or an
/// interactor another router owns, is observed like any scope.
///
/// The node is a separate, non-generic object because its teardown needs `isolated deinit`, and
/// Swift 6.2/6.3's optimizer crashes on `isolated deinit` in a generic class when building for iOS
/// with back-deployment (swiftlang/swift #87462, #90625); `Router` is generic, and a generic
/// subclass of a class with an `isolated deinit` has one too. It also outlives a router released
/// off the main actor until its teardown runs there, so that children never point at a router that
/// is gone. That is why a RIB is three objects (router, node, interactor), not one.
@MainActor
final class RouterNode {
  // NB: exclusivity unchecked on the properties every tree walk reads or writes: each access is a
  // single load, store, append or removal that calls no other code (arguments are evaluated before
  // an access begins, and hooks run between accesses), so no two accesses can overlap, and the
  // dynamic checks cost more than the rest of a visit.

  /// The router's interactor, as the protocol the router drives: an ``Interactor`` or a mock.
  let interactable: any Interactable
  /// The children in the order they were attached, each with its node (found once, when it is
  /// attached, so that tree walks need no protocol calls or casts), and holes where children were
  /// detached: a detach empties its entry in constant time, and the entries are compacted once
  /// holes outnumber children, so that detaching any child costs O(1) amortised, however wide the
  /// parent.
  @exclusivity(unchecked) private var entries: [ChildEntry] = []
  // NB: positions are 32-bit, next to each other, to keep the node small (a parent may have up to
  // 2^31 - 1 children).
  /// How many of ``entries`` are holes.
  @exclusivity(unchecked) private var holeCount: Int32 = 0
  /// This node's position in its parent's ``entries``, while it has a parent.
  @exclusivity(unchecked) private var indexInParent: Int32 = 0
  /// ``children`` as last built: made on first read, kept by attaches and by detaches of the last
  /// child, dropped by other detaches.
  @exclusivity(unchecked) private var childrenCache: [any Routing]?
  /// The node of the router this node's router is attached to.
  ///
  /// NB: unretained, safe by an invariant only this file controls: `attach` sets it and keeps the
  /// child's router in the parent's `entries`, which owns this node; `detach` and the parent's
  /// deinit clear it before they let the child go, so a parent named here is alive. No public API
  /// can set it or keep a node past it. Tested by RouterDeallocationTests (a parent released before
  /// its child) under ASan. Compared without a retain by ``isAttached(to:)``.
  @exclusivity(unchecked) private var parentLink: Unmanaged<RouterNode>?
  /// Observers of the lifecycle, created on first observation.
  private var lifecycleBroadcast: StateBroadcast<RouterLifecycle>?
  /// For a viewable router, its view controller, whose deallocation is expected after the router's.
  var viewControllable: (any ViewControllable)?
  /// The identifier of the expectation that the view disappears, made by ``leakDetector`` while
  /// the interactor is inactive; 0 when there is none.
  private var viewDisappearanceID: UInt64 = 0
  /// The leak detector in effect when the router was created.
  private let leakDetector: LeakDetector
  /// The router's type and identity, which name the RIB in tree events and diagnostics.
  ///
  /// An identifier, not a reference: events are emitted while the router is being torn down.
  private(set) var routerType: Any.Type = RouterBase.self
  private var routerID = ObjectIdentifier(RouterNode.self)
  /// The identifier of the observation of ``interactable`` when the node cannot own it (a mock, or
  /// an interactor another router owns); 0 when the interactor calls the node as its owner.
  private var observerID: UInt64 = 0
  // NB: the flags last, where they take no padding.
  private(set) var isLoaded = false
  /// Whether this router owns its interactor: `false` for a router given an interactor that
  /// another router owns, which is reported and never deactivates or expects it on deinit.
  private var ownsInteractable = true
  /// Whether this node is changing its interactor's state itself, in a tree walk; the observation
  /// then leaves the subtree to the walk.
  @exclusivity(unchecked) private var isDrivingInteractable = false

  /// The children, in the order they were attached.
  var children: [any Routing] {
    if let childrenCache { return childrenCache }
    var children: [any Routing] = []
    children.reserveCapacity(entries.count - Int(holeCount))
    for entry in entries {
      if let router = entry.router { children.append(router) }
    }
    childrenCache = children
    return children
  }

  /// Whether the node has children.
  var hasChildren: Bool { entries.count > Int(holeCount) }

  /// The node of the router this node's router is attached to.
  var parent: RouterNode? { parentLink?.takeUnretainedValue() }

  /// Whether this node's router is attached to `node`'s; an identity comparison, no retain.
  func isAttached(to node: RouterNode) -> Bool {
    isAttached(to: Unmanaged.passUnretained(node))
  }

  /// Whether this node's router is attached to the node at `node`, which may have gone away: the
  /// addresses are compared, nothing is loaded from it.
  func isAttached(to node: Unmanaged<RouterNode>) -> Bool {
    parentLink?.toOpaque() == node.toOpaque()
  }

  init(interactable: any Interactable) {
    self.interactable = interactable
    self.leakDetector = LeakDetector.instance
  }

  /// Names the node after its router, claims the interactor and starts following it.
  ///
  /// - Parameters:
  ///   - routerType: The router's type.
  ///   - routerID: The router's identity.
  ///   - interactor: ``interactable``, if it is an ``Interactor``.
  func bind(routerType: Any.Type, routerID: ObjectIdentifier, interactor: Interactor?) {
    self.routerType = routerType
    self.routerID = routerID
    // Only an Interactor can carry the claim; a mock shared by two routers is a test's business.
    if let interactor {
      if interactor.owningNode == nil {
        // The interactor calls its owner directly, before its observers: no observer entry, no
        // closure, and no cycle to break when the router goes away.
        interactor.owningNode = Unmanaged.passUnretained(self)
        return
      }
      ownsInteractable = false
      RIBsDiagnostics.report(
        .interactorHasAnotherRouter,
        "\(RIBNaming.name(of: routerType))'s interactor \(type(of: interactor)) already belongs "
          + "to another router; give each router its own interactor. It follows the interactor "
          + "but does not own it.")
    }
    // A mock, or an interactor another router owns: an observer, removed when the node goes away.
    observerID =
      interactable.addActivenessObserver { [weak self] change in
        self?.interactableDidChange(change)
      }.rawValue
  }

  isolated deinit {
    cancelViewDisappearance()
    // The node stops following its interactor first: it is going away with its router.
    if observerID != 0 {
      interactable.removeActivenessObserver(ActivenessObserverID(rawValue: observerID))
    }
    // The interactor first, then the subtree, as on detach.
    if ownsInteractable {
      (interactable as? Interactor)?.owningNode = nil
      setOwnInteractableActive(false)
      leakDetector.expectDeallocate(interactable)
    }
    if let viewControllable {
      leakDetector.expectDeallocate(
        object: viewControllable, inTime: LeakDefaultExpectationTime.viewDisappear)
    }
    // A leaf (most RIBs) has nothing more to do.
    guard hasChildren else { return }
    var orphanEntries = entries
    entries = []
    holeCount = 0
    childrenCache = nil
    var orphans: [any Routing] = []
    orphans.reserveCapacity(orphanEntries.count)
    for entry in orphanEntries {
      guard let child = entry.router else { continue }
      RouterNode.setSubtreeActive(false, from: child, node: entry.node)
      entry.node?.parentLink = nil
      orphans.append(child)
    }
    // Only `orphans` may hold the last references, so that they are dropped one at a time.
    orphanEntries = []
    // Releasing the children here would release a long chain recursively, one stack frame group
    // per level; hand them to a loop instead.
    DeferredRelease.release(&orphans)
  }

  // MARK: Lifecycle

  /// Marks the node loaded; `false` if it already was.
  func markLoaded() -> Bool {
    guard !isLoaded else { return false }
    isLoaded = true
    if RIBTreeEvents.isObserved { emit(.load) }
    lifecycleBroadcast?.send(.didLoad)
    return true
  }

  func addLifecycleHandler(_ handler: @escaping (RouterLifecycle) -> Void) -> UInt64 {
    StateBroadcast.lazily(in: &lifecycleBroadcast).addHandler(handler)
  }

  func removeLifecycleHandler(_ id: UInt64) {
    lifecycleBroadcast?.removeHandler(id)
  }

  func makeLifecycleStream() -> AsyncStream<RouterLifecycle> {
    StateBroadcast.lazily(in: &lifecycleBroadcast).makeStream(current: isLoaded ? .didLoad : nil)
  }

  // MARK: Attach and detach

  func attach(_ child: any Routing) {
    let childNode = (child as? RouterBase)?.node
    if childNode === self {
      RIBsDiagnostics.report(
        .attachCreatesCycle, "\(routerType) was asked to attach itself; nothing changed.")
      return
    }
    if let childNode {
      if childNode.isAttached(to: self) {
        reportAlreadyAttached(child)
        return
      }
      if let otherParent = childNode.parent {
        RIBsDiagnostics.report(
          .childHasAnotherParent,
          "\(routerType) was asked to attach \(type(of: child)), which is attached to "
            + "\(RIBNaming.name(of: otherParent.routerType)); detach it there first. Nothing changed."
        )
        return
      }
      if childNode.hasChildren, isDescendant(of: childNode) {
        RIBsDiagnostics.report(
          .attachCreatesCycle,
          "\(routerType) was asked to attach \(type(of: child)), one of its ancestors; "
            + "nothing changed.")
        return
      }
    } else if entryIndex(of: child, node: nil) != nil {
      reportAlreadyAttached(child)
      return
    }
    entries.append(ChildEntry(router: child, node: childNode))
    childrenCache?.append(child)
    childNode?.parentLink = Unmanaged.passUnretained(self)
    childNode?.indexInParent = Int32(entries.count - 1)
    if RIBTreeEvents.isObserved { emit(.attach, of: child, node: childNode) }
    RouterNode.setSubtreeActive(true, from: child, node: childNode)
    child.load()
  }

  /// The children whose detach is in progress, innermost last, so that a nested detach of the same
  /// child (from its `willResignActive()`) is refused instead of resigning it again.
  @exclusivity(unchecked) private static var detachesInProgress: [ObjectIdentifier] = []

  func detach(_ child: any Routing) {
    let id = ObjectIdentifier(child)
    let childNode = (child as? RouterBase)?.node
    guard entryIndex(of: child, node: childNode) != nil else {
      RIBsDiagnostics.report(
        .detachedRouterIsNotAChild,
        "\(routerType) was asked to detach \(type(of: child)), which is not one of its "
          + "children; nothing changed.")
      return
    }
    guard !RouterNode.detachesInProgress.contains(id) else {
      RIBsDiagnostics.report(
        .deactivatedWhileResigning,
        "\(routerType) was asked to detach \(type(of: child)) while it is being detached "
          + "(from its willResignActive() or code it called); nothing changed.")
      return
    }
    RouterNode.detachesInProgress.append(id)
    RouterNode.setSubtreeActive(false, from: child, node: childNode)
    RouterNode.detachesInProgress.removeLast()
    // The child's willResignActive may have rearranged the tree; remove what is still there.
    if let index = entryIndex(of: child, node: childNode) {
      removeEntry(at: index)
      childNode?.parentLink = nil
      if RIBTreeEvents.isObserved { emit(.detach, of: child, node: childNode) }
    }
  }

  /// The position of `child` in ``entries``, if it is attached to this node: at once for a child
  /// built on ``Router`` (its node knows), by a search for another (a mock).
  private func entryIndex(of child: any Routing, node childNode: RouterNode?) -> Int? {
    if let childNode { return childNode.isAttached(to: self) ? Int(childNode.indexInParent) : nil }
    return entries.firstIndex { $0.router === child }
  }

  /// Leaves a hole at `index`; drops trailing holes, and compacts the entries once holes outnumber
  /// the children, which keeps a detach O(1) amortised.
  private func removeEntry(at index: Int) {
    entries[index] = ChildEntry(router: nil, node: nil)
    holeCount += 1
    if index == entries.endIndex - 1 {
      childrenCache?.removeLast()
      while entries.last?.router == nil, !entries.isEmpty {
        entries.removeLast()
        holeCount -= 1
      }
    } else {
      childrenCache = nil
      if holeCount > 8, Int(holeCount) * 2 > entries.count { compactEntries() }
    }
  }

  private func compactEntries() {
    entries.removeAll { $0.router == nil }
    holeCount = 0
    for (index, entry) in entries.enumerated() {
      entry.node?.indexInParent = Int32(index)
    }
  }

  private func reportAlreadyAttached(_ child: any Routing) {
    RIBsDiagnostics.report(
      .childAlreadyAttached,
      "\(routerType) was asked to attach \(type(of: child)), which is already its child; "
        + "nothing changed.")
  }

  private func isDescendant(of ancestor: RouterNode) -> Bool {
    var node: RouterNode? = self
    while let current = node {
      if current === ancestor { return true }
      node = current.parent
    }
    return false
  }

  /// Whether `child`, whose node is `childNode` if it has one, is attached to this node.
  fileprivate func hasChild(_ child: any Routing, node childNode: RouterNode?) -> Bool {
    entryIndex(of: child, node: childNode) != nil
  }

  // MARK: Activeness

  /// Follows the interactor: tree events and view expectations at every change, and the subtree
  /// when the change came from outside the tree walks (application code, a launch, a test), once it
  /// is complete: after `didBecomeActive()`, or once inactive.
  func interactableDidChange(_ change: ActivenessChange) {
    switch change {
    case .activated:
      if RIBTreeEvents.isObserved { emit(.activate) }
      cancelViewDisappearance()
      if !isDrivingInteractable, let parent, !parent.interactable.isActive {
        RIBsDiagnostics.report(
          .activatedUnderInactiveParent,
          "\(type(of: interactable)) was activated while its parent "
            + "\(RIBNaming.name(of: parent.routerType)) is inactive; it is active now, but a subtree "
            + "follows its parent: activate the parent, or attach the child to an active one.")
      }
    case .deactivated:
      if RIBTreeEvents.isObserved { emit(.deactivate) }
      if let viewControllable {
        cancelViewDisappearance()
        viewDisappearanceID =
          leakDetector.expectViewControllerDisappear(
            viewController: viewControllable
          ).id
      }
    case .activationCompleted:
      break
    }
    guard !isDrivingInteractable else { return }
    switch change {
    case .activationCompleted where interactable.isActive:
      RouterNode.setDescendantsActive(true, under: self)
    case .deactivated where !interactable.isActive:
      RouterNode.setDescendantsActive(false, under: self)
    default:
      break
    }
  }

  private func cancelViewDisappearance() {
    guard viewDisappearanceID != 0 else { return }
    leakDetector.cancelExpectation(viewDisappearanceID)
    viewDisappearanceID = 0
  }

  /// Sets this node's interactor without walking the subtree; `true` if this call changed it.
  ///
  /// Does nothing while the node is already changing its interactor (a nested request from a hook):
  /// the change in progress finishes first.
  @discardableResult
  private func setOwnInteractableActive(_ active: Bool) -> Bool {
    guard !isDrivingInteractable, interactable.isActive != active else { return false }
    isDrivingInteractable = true
    active ? interactable.activate() : interactable.deactivate()
    isDrivingInteractable = false
    return true
  }

  /// Activates or deactivates `root`'s interactor, then every descendant's, in pre-order.
  ///
  /// - Parameters:
  ///   - active: The state to set.
  ///   - root: The router whose subtree to set.
  ///   - node: `root`'s node, if it is built on ``Router``.
  static func setSubtreeActive(_ active: Bool, from root: any Routing, node: RouterNode?) {
    guard let node else {
      setForeignInteractable(root.interactable, active: active)
      return
    }
    if node.setOwnInteractableActive(active) {
      setDescendantsActive(active, under: node)
    }
  }

  /// Drives the interactor of a router that is not built on ``Router`` (a mock).
  ///
  /// Through its protocol; its own children are its business, as in Uber's RIBs.
  private static func setForeignInteractable(_ interactable: any Interactable, active: Bool) {
    guard interactable.isActive != active else { return }
    active ? interactable.activate() : interactable.deactivate()
  }

  /// The pending children of the tree walks in progress.
  ///
  /// Shared so that walks allocate nothing once warmed up: a walk that application code starts
  /// during another (from `didBecomeActive`, say) uses the top of the stack and leaves it as it found
  /// it, since nested walks are synchronous.
  @exclusivity(unchecked) private static var walkStack: [PendingChild] = []

  /// Walks the descendants of `node` in pre-order with an explicit stack, so that the cost is one
  /// visit per descendant and a long chain cannot overflow the call stack.
  ///
  /// Every descendant is set to the state, including those already in it and their subtrees, as in
  /// Uber's RIBs: a descendant deactivated directly by application code becomes active again when an
  /// ancestor does. Application code that runs during the walk (`didBecomeActive`,
  /// `willResignActive`) may attach, detach or change interactors; a pending child that has been
  /// detached from its parent meanwhile, or whose parent has changed state again, was taken care of
  /// by that change and is skipped.
  private static func setDescendantsActive(_ active: Bool, under node: RouterNode) {
    guard node.hasChildren else { return }
    let base = walkStack.count
    pushChildren(of: node)
    while walkStack.count > base {
      let next = walkStack.removeLast()
      guard next.isStillPending(active) else { continue }
      if let childNode = next.childNode {
        childNode.setOwnInteractableActive(active)
        pushChildren(of: childNode)
      } else {
        setForeignInteractable(next.child.interactable, active: active)
      }
    }
  }

  private static func pushChildren(of node: RouterNode) {
    var index = node.entries.endIndex
    while index > 0 {
      index -= 1
      let entry = node.entries[index]
      guard let child = entry.router else { continue }
      walkStack.append(PendingChild(parent: node, child: child, childNode: entry.node))
    }
  }

  // MARK: Tree events

  private var identity: RIBIdentity {
    RIBIdentity(name: RIBNaming.name(of: routerType), id: routerID)
  }

  /// Emits an event about this node's RIB.
  private func emit(_ kind: RIBTreeEvent.Kind) {
    RIBTreeEvents.emit(RIBTreeEvent(kind: kind, router: identity, parent: parent?.identity))
  }

  /// Emits an event about a child of this node's RIB; `node` is the child's node, if it has one.
  private func emit(_ kind: RIBTreeEvent.Kind, of child: any Routing, node: RouterNode?) {
    let childIdentity =
      node?.identity
      ?? RIBIdentity(name: RIBNaming.name(of: type(of: child)), id: ObjectIdentifier(child))
    RIBTreeEvents.emit(
      RIBTreeEvent(kind: kind, router: childIdentity, parent: identity), moving: child)
  }
}

/// A child as its parent's node keeps it: its router, and its node if it is built on ``Router``;
/// both `nil` in a hole left by a detach.
///
/// NB: the node is held as `Unmanaged`, not `unowned(unsafe)`: Swift 6.3.1 at -Onone miscompiles
/// closures over a struct whose optional `unowned(unsafe)` field is nil (`contains(where:)` on
/// another field answers wrongly). Unretained, safe by an invariant only `RouterNode` controls: the
/// entry's own `router`, kept strongly for as long as the entry names the node, owns the node
/// (`RouterBase.node` is a constant); a hole names no node.
private struct ChildEntry {
  let router: (any Routing)?
  private let unmanagedNode: Unmanaged<RouterNode>?

  init(router: (any Routing)?, node: RouterNode?) {
    self.router = router
    self.unmanagedNode = node.map { Unmanaged.passUnretained($0) }
  }

  var node: RouterNode? { unmanagedNode?.takeUnretainedValue() }
}

/// A child waiting in a tree walk, with the parent it had when it was queued.
private struct PendingChild {
  /// Kept strongly: application code may detach and release it while it waits.
  let child: any Routing
  /// Unretained, safe as in ``ChildEntry``: `child`, which this entry keeps, owns it.
  private let unmanagedChildNode: Unmanaged<RouterNode>?
  /// The parent, unretained: a child built on ``Router`` says whether it is still attached to it,
  /// and a parent clears that before it goes away (see `RouterNode.parentLink`), so it is looked
  /// at only once the child has said so.
  private let unmanagedParent: Unmanaged<RouterNode>
  /// The parent, kept strongly, for a child not built on ``Router`` (a mock), whose parent's
  /// entries are searched instead: application code may detach and release the parent while the
  /// child waits.
  private let retainedParent: RouterNode?

  init(parent: RouterNode, child: any Routing, childNode: RouterNode?) {
    self.child = child
    self.unmanagedChildNode = childNode.map { Unmanaged.passUnretained($0) }
    self.unmanagedParent = Unmanaged.passUnretained(parent)
    self.retainedParent = childNode == nil ? parent : nil
  }

  var childNode: RouterNode? { unmanagedChildNode?.takeUnretainedValue() }

  /// Whether the child is still attached to the parent it was queued under, and that parent is
  /// still in the state being set: otherwise application code that ran meanwhile moved it, and
  /// the change it made took care of it.
  ///
  /// NB: for a child built on ``Router``, should its parent go away and a new node take its address
  /// and adopt the child during the walk, the child counts as still pending under the new parent,
  /// and is set to the state if that parent is in it, which is what attaching it there did.
  @MainActor
  func isStillPending(_ active: Bool) -> Bool {
    if let childNode {
      // The address first: the parent may be gone, and must not be loaded before it is known
      // alive.
      guard childNode.isAttached(to: unmanagedParent) else { return false }
      return unmanagedParent.takeUnretainedValue().interactable.isActive == active
    }
    guard let retainedParent, retainedParent.interactable.isActive == active else { return false }
    return retainedParent.hasChild(child, node: nil)
  }
}

/// Releases detached subtrees one router at a time instead of recursively.
@MainActor
private enum DeferredRelease {
  private static var queue: [any Routing] = []
  private static var isDraining = false

  /// Takes the routers out of `routers` and drops them one at a time.
  static func release(_ routers: inout [any Routing]) {
    queue.append(contentsOf: routers)
    routers = []
    guard !isDraining else { return }
    isDraining = true
    while !queue.isEmpty {
      // Dropping the last reference here may deinit a node, which appends its own children.
      _ = queue.removeLast()
    }
    isDraining = false
  }
}
