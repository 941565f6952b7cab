/// A router's place in the RIB tree: its children, its parent, whether it has loaded, and the
/// teardown when the router goes away.
///
/// Every ``Router`` owns one node. The node is a separate, non-generic object because its teardown
/// needs `isolated deinit`, and Swift 6.2/6.3's optimizer crashes on `isolated deinit` in a generic
/// class when building for iOS with back-deployment (swiftlang/swift #87462, #90625); `Router` is
/// generic.
@MainActor
final class RouterNode {
  /// The router's interactor, as the protocol the router drives.
  let interactable: any Interactable
  /// The same interactor when it is an ``Interactor``, whose changes this node follows synchronously.
  ///
  /// `nil` for other conformers, such as mocks; the node then drives them itself.
  let interactor: Interactor?
  /// The children, in the order they were attached.
  private(set) var children: [any Routing] = []
  /// For each child, in the same order: its identity and its node, found once when it is attached,
  /// so that tree walks and detach need no protocol calls or casts.
  private var childLinks: [ChildLink] = []
  /// The router this node's router is attached to.
  ///
  /// NB: unowned(unsafe): the parent owns this node's router through its `children`, and clears the
  /// link when it detaches the child or goes away itself.
  unowned(unsafe) private(set) var parent: RouterNode?
  private(set) var isLoaded = false
  /// Observers of the lifecycle, created on first observation.
  private var lifecycleBroadcast: StateBroadcast<RouterLifecycle>?
  /// For a viewable router, its view controller, whose deallocation is expected after the router's.
  var viewControllable: (any ViewControllable)?
  /// The expectation that the view disappears, made while the interactor is inactive.
  private var viewDisappearance: LeakDetectionHandle?
  /// The leak detector in effect when the router was created.
  private let leakDetector: LeakDetector
  /// The router's type and identity, which name the RIB in tree events.
  ///
  /// An identifier, not a reference: events are emitted while the router is being torn down.
  var routerType: Any.Type = Router<Interactor>.self
  var routerID: ObjectIdentifier?

  init(interactable: any Interactable) {
    self.interactable = interactable
    self.leakDetector = LeakDetector.instance
    if let interactor = interactable as? Interactor {
      self.interactor = interactor
      interactor.routerNode = self
    } else {
      self.interactor = nil
    }
  }

  isolated deinit {
    if let interactor, interactor.routerNode === self {
      interactor.routerNode = nil
    }
    viewDisappearance?.cancel()
    // The interactor first, then the subtree, as on detach.
    setOwnInteractorActive(false)
    var orphans = children
    let orphanLinks = childLinks
    children = []
    childLinks = []
    for (child, link) in zip(orphans, orphanLinks) {
      RouterNode.setSubtreeActive(false, from: child, node: link.node)
      link.node?.parent = nil
    }
    leakDetector.expectDeallocate(object: interactable)
    if let viewControllable {
      leakDetector.expectDeallocate(
        object: viewControllable, inTime: LeakDefaultExpectationTime.viewDisappear)
    }
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
    let broadcast = lifecycleBroadcast ?? StateBroadcast<RouterLifecycle>()
    lifecycleBroadcast = broadcast
    return broadcast.addHandler(handler)
  }

  func removeLifecycleHandler(_ id: UInt64) {
    lifecycleBroadcast?.removeHandler(id)
  }

  func makeLifecycleStream() -> AsyncStream<RouterLifecycle> {
    let broadcast = lifecycleBroadcast ?? StateBroadcast<RouterLifecycle>()
    lifecycleBroadcast = broadcast
    return broadcast.makeStream(current: isLoaded ? .didLoad : nil)
  }

  // MARK: Attach and detach

  func attach(_ child: any Routing, owner: any Routing) {
    let childNode = RouterNode.node(of: child)
    if child === owner || childNode === self {
      RIBsDiagnostics.report(
        .attachCreatesCycle, "\(type(of: owner)) was asked to attach itself; nothing changed.")
      return
    }
    if let childNode {
      if childNode.parent === self {
        reportAlreadyAttached(child, owner: owner)
        return
      }
      if let otherParent = childNode.parent {
        RIBsDiagnostics.report(
          .childHasAnotherParent,
          "\(type(of: owner)) was asked to attach \(type(of: child)), which is attached to "
            + "\(RIBNaming.name(of: otherParent.routerType)); detach it there first. Nothing changed."
        )
        return
      }
      if !childNode.children.isEmpty, isDescendant(of: childNode) {
        RIBsDiagnostics.report(
          .attachCreatesCycle,
          "\(type(of: owner)) was asked to attach \(type(of: child)), one of its ancestors; "
            + "nothing changed.")
        return
      }
    } else if childLinks.contains(where: { $0.id == ObjectIdentifier(child) }) {
      reportAlreadyAttached(child, owner: owner)
      return
    }
    children.append(child)
    childLinks.append(ChildLink(id: ObjectIdentifier(child), node: childNode))
    childNode?.parent = self
    if RIBTreeEvents.isObserved { emit(.attach, of: child, node: childNode) }
    RouterNode.setSubtreeActive(true, from: child, node: childNode)
    child.load()
  }

  func detach(_ child: any Routing, owner: any Routing) {
    let id = ObjectIdentifier(child)
    // Searched from the front by identity, as children are usually detached in attach order.
    guard let index = childLinks.firstIndex(where: { $0.id == id }) else {
      RIBsDiagnostics.report(
        .detachedRouterIsNotAChild,
        "\(type(of: owner)) was asked to detach \(type(of: child)), which is not one of its "
          + "children; nothing changed.")
      return
    }
    let childNode = childLinks[index].node
    RouterNode.setSubtreeActive(false, from: child, node: childNode)
    // The child's willResignActive may have rearranged the tree; remove what is still there.
    if let index = childLinks.firstIndex(where: { $0.id == id }) {
      children.remove(at: index)
      childLinks.remove(at: index)
      childNode?.parent = nil
      if RIBTreeEvents.isObserved { emit(.detach, of: child, node: childNode) }
    }
  }

  private func reportAlreadyAttached(_ child: any Routing, owner: any Routing) {
    RIBsDiagnostics.report(
      .childAlreadyAttached,
      "\(type(of: owner)) was asked to attach \(type(of: child)), which is already its child; "
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

  // MARK: Activeness

  /// Called by the interactor when its activeness changed, as it tells its observers (before
  /// `didBecomeActive()`, after `willResignActive()`).
  func interactorDidChange(isActive: Bool) {
    if RIBTreeEvents.isObserved { emit(isActive ? .activate : .deactivate) }
    if let viewControllable {
      if isActive {
        viewDisappearance?.cancel()
        viewDisappearance = nil
      } else {
        viewDisappearance = leakDetector.expectViewControllerDisappear(
          viewController: viewControllable)
      }
    }
  }

  /// Called by the interactor after `didBecomeActive()` or once inactive, when the change came from
  /// outside the tree walk: the subtree follows.
  func subtreeFollowInteractor(isActive: Bool) {
    RouterNode.setDescendantsActive(isActive, under: self)
  }

  // MARK: Tree events

  private var identity: RIBIdentity {
    RIBIdentity(name: RIBNaming.name(of: routerType), id: routerID ?? ObjectIdentifier(self))
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
    RIBTreeEvents.emit(RIBTreeEvent(kind: kind, router: childIdentity, parent: identity))
  }

  /// Sets this node's interactor without walking the subtree; `true` if the state changed.
  @discardableResult
  private func setOwnInteractorActive(_ active: Bool) -> Bool {
    if let interactor {
      guard interactor.isActive != active else { return false }
      interactor.setActive(active, drivingSubtree: false)
    } else {
      active ? interactable.activate() : interactable.deactivate()
      interactorDidChange(isActive: active)
    }
    return true
  }

  /// Activates or deactivates `root`'s interactor, then every descendant's, in pre-order.
  ///
  /// - Parameters:
  ///   - active: The state to set.
  ///   - root: The router whose subtree to set.
  ///   - node: `root`'s node, if it has one.
  static func setSubtreeActive(_ active: Bool, from root: any Routing, node: RouterNode?) {
    guard let node else {
      // A router that is not built on ``Router`` (a mock): drive it through its protocol.
      active ? root.interactable.activate() : root.interactable.deactivate()
      let base = walkStack.count
      for child in root.children.reversed() {
        walkStack.append(
          PendingChild(expectedParent: nil, child: child, childNode: nil, parentOfMock: nil))
      }
      walk(active, downTo: base)
      return
    }
    if node.setOwnInteractorActive(active) {
      setDescendantsActive(active, under: node)
    }
  }

  /// The pending children of the tree walks in progress.
  ///
  /// Shared so that walks allocate nothing once warmed up: a walk that application code starts during another (from `didBecomeActive`, say)
  /// uses the top of the stack and leaves it as it found it, since nested walks are synchronous.
  private static var walkStack: [PendingChild] = []

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
    guard !node.children.isEmpty else { return }
    let base = walkStack.count
    pushChildren(of: node)
    walk(active, downTo: base)
  }

  private static func walk(_ active: Bool, downTo base: Int) {
    while walkStack.count > base {
      let next = walkStack.removeLast()
      guard let childNode = next.childNode else {
        // A child that is not built on ``Router``: check it the slow way, drive its protocol.
        let child = next.child
        if let parent = next.parentOfMock {
          guard parent.isInteractorActive == active,
            parent.childLinks.contains(where: { $0.id == ObjectIdentifier(child) })
          else { continue }
        }
        active ? child.interactable.activate() : child.interactable.deactivate()
        for grandchild in child.children.reversed() {
          walkStack.append(
            PendingChild(
              expectedParent: nil, child: grandchild, childNode: nil, parentOfMock: nil))
        }
        continue
      }
      if let expectedParent = next.expectedParent {
        guard let parent = childNode.parent, ObjectIdentifier(parent) == expectedParent,
          parent.isInteractorActive == active
        else { continue }
      }
      childNode.setOwnInteractorActive(active)
      pushChildren(of: childNode)
    }
  }

  private static func pushChildren(of node: RouterNode) {
    let parent = ObjectIdentifier(node)
    var index = node.children.endIndex
    while index > 0 {
      index -= 1
      let childNode = node.childLinks[index].node
      walkStack.append(
        PendingChild(
          expectedParent: parent, child: node.children[index], childNode: childNode,
          parentOfMock: childNode == nil ? node : nil))
    }
  }

  private var isInteractorActive: Bool {
    interactor?.isActive ?? interactable.isActive
  }

  /// The node of a router built on ``Router`` whose interactor is an ``Interactor``.
  ///
  /// Found through the interactor, a class cast, because `Routing` is a protocol that mocks conform
  /// to as well, and a cast to the generic `Router` is impossible without its type argument.
  static func node(of routing: any Routing) -> RouterNode? {
    (routing.interactable as? Interactor)?.routerNode
  }
}

/// A child as its parent's node keeps it: its identity, and its node if it has one.
///
/// NB: the node is held as `Unmanaged`, not `unowned(unsafe)`: Swift 6.3.1 at -Onone miscompiles
/// closures over a struct whose optional `unowned(unsafe)` field is nil (`contains(where:)` on
/// another field answers wrongly). Unretained all the same: the child router, which the parent
/// keeps in `children`, owns this node.
private struct ChildLink {
  let id: ObjectIdentifier
  private let unmanagedNode: Unmanaged<RouterNode>?

  init(id: ObjectIdentifier, node: RouterNode?) {
    self.id = id
    self.unmanagedNode = node.map { Unmanaged.passUnretained($0) }
  }

  var node: RouterNode? { unmanagedNode?.takeUnretainedValue() }
}

/// A child waiting in a tree walk, with the identity of the node it was a child of when queued.
private struct PendingChild {
  let expectedParent: ObjectIdentifier?
  /// Kept strongly: application code may detach and release it while it waits.
  let child: any Routing
  /// Unretained, as in ``ChildLink``: `child` owns it.
  private let unmanagedChildNode: Unmanaged<RouterNode>?
  /// For a child without a node (a mock), its parent, to check that it is still attached.
  let parentOfMock: RouterNode?

  init(
    expectedParent: ObjectIdentifier?, child: any Routing, childNode: RouterNode?,
    parentOfMock: RouterNode?
  ) {
    self.expectedParent = expectedParent
    self.child = child
    self.unmanagedChildNode = childNode.map { Unmanaged.passUnretained($0) }
    self.parentOfMock = parentOfMock
  }

  var childNode: RouterNode? { unmanagedChildNode?.takeUnretainedValue() }
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
