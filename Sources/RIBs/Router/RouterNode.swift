/// A place in the RIB tree: a router's children, its parent, and the sequence of every lifecycle
/// transition of its RIB (attach, activate, load, deactivate, detach, release).
///
/// Every ``Router`` owns one node (through ``RouterBase``); a child that is not built on ``Router``
/// (a mock) gets one when it is attached, which drives its interactable through the protocol.
/// Attach, detach, the walks and the events handle nodes only.
///
/// Control runs one way: the node asks its ``RouterNodeStateMachine`` what it may do, then makes
/// the change itself, phase by phase: it tells an ``Interactor`` to begin, runs what belongs
/// between the phases (the tree event, the view's leak check, the subtree), and tells it to finish.
/// The interactor never calls the node back during a change; its `activate()` and `deactivate()`,
/// when application code calls them, only hand the request to the node.
///
/// This file is the tree: attach, detach, the links (``ParentLink``) and the load. The activeness
/// transitions and the subtree walk are in `RouterNode+Activeness.swift`, the teardown in
/// `RouterNode+Release.swift`. The lifecycle article (`TheLifecycle.md`) follows one attach and one
/// detach call by call; `.ci/check-doc-sync` checks its list against these files.
///
/// The node is an object apart from its router because ``Router`` is generic, and a generic class
/// cannot tear down on the main actor (see ``RouterBase``).
@MainActor
final class RouterNode {
  /// The router's interactor, as the protocol the node drives: an ``Interactor`` or a mock.
  let interactable: any Interactable
  /// ``interactable`` as an ``Interactor``, when it is one: the node then drives it phase by phase,
  /// with direct calls.
  let asInteractor: Interactor?
  /// The router's children, with their nodes; changed only through ``updateChildList(_:)``.
  private(set) var childList = ChildList()
  /// Every transition: whether a change is in progress, whether the router has loaded, whether
  /// this node owns its interactor, whether the router is gone.
  var state: RouterNodeStateMachine
  /// The link to the parent's node, while the router is attached.
  var parentLink = ParentLink()
  /// For a viewable router, its view, which the leak detector expects to disappear while the RIB is
  /// inactive and to be deallocated after the router.
  var view: RouterView?
  /// The leak detector in effect when the router was created.
  let leakDetector: LeakDetector
  /// Who follows the router's lifecycle, and the node's observation of its interactable: in an
  /// object of their own, made when first needed, since most routers have neither.
  var observations: RouterNodeObservations?
  /// The router's type, which names the RIB in tree events and diagnostics.
  ///
  /// A type, not a reference to the router: events are emitted while the router is torn down.
  private(set) var routerType: Any.Type
  /// The number that names the RIB in tree events and snapshots (``RIBIdentity/id``): a router's
  /// creation order, or the address of a child not built on ``Router``.
  private(set) var ribID: UInt

  /// Creates the node of a router; ``bind(routerType:)`` names and numbers it and claims the
  /// interactor.
  ///
  /// - Parameters:
  ///   - interactable: The router's interactor.
  ///   - asInteractor: The same, if it is an ``Interactor``.
  init(interactable: any Interactable, asInteractor: Interactor?) {
    self.interactable = interactable
    self.asInteractor = asInteractor
    self.leakDetector = LeakDetector.instance
    self.routerType = RouterBase.self
    self.ribID = 0
    self.state = RouterNodeStateMachine(ownsInteractable: true)
  }

  /// Creates the node of a child not built on ``Router``, which drives its interactable through
  /// the protocol and leaves the child's own children to it.
  ///
  /// - Parameter child: The child.
  init(wrapping child: any Routing) {
    self.interactable = child.interactable
    self.asInteractor = nil
    self.leakDetector = LeakDetector.instance
    self.routerType = type(of: child)
    self.ribID = RIBIdentity.number(of: ObjectIdentifier(child))
    self.state = RouterNodeStateMachine(ownsInteractable: false)
  }

  /// Names the node after its router, numbers it and claims the interactor.
  ///
  /// - Parameter routerType: The router's type.
  func bind(routerType: Any.Type) {
    self.routerType = routerType
    ribID = RIBIdentity.nextRouterNumber()
    // Only an Interactor carries the claim; a mock shared by two routers is a test's business.
    if let asInteractor, asInteractor.node == nil {
      asInteractor.node = self
      return
    }
    if let asInteractor {
      state = RouterNodeStateMachine(ownsInteractable: false)
      RIBsDiagnostics.report(
        .interactorHasAnotherRouter,
        "\(RIBNaming.name(of: routerType))'s interactor \(type(of: asInteractor)) already belongs "
          + "to another router; give each router its own interactor. It follows the interactor "
          + "but does not own it.")
    }
    followChangesNotMadeByNode()
  }

  // MARK: Children

  /// The node of the router this node's router is attached to.
  @inline(__always)
  var parent: RouterNode? { parentLink.node }

  private func setParent(_ node: RouterNode?) {
    let previous = parentLink.set(node)
    _ = previous
  }

  /// Runs `body` on the children, taken out of the node and put back.
  ///
  /// What `body` releases (a removed child) is released after the access, so every access to
  /// ``childList`` is checked statically (see ``exchange(_:with:)``). `body` runs no application
  /// code.
  func updateChildList<Result>(_ body: (inout ChildList) -> Result) -> Result {
    var list = exchange(&childList, with: ChildList())
    let result = body(&list)
    _ = exchange(&childList, with: list)
    return result
  }

  /// Whether this node's router is attached to `node`'s.
  func isChild(of node: RouterNode) -> Bool {
    parentLink.id == ParentLink.id(of: node)
  }

  /// The node of `child` if it is attached to this node: its own for a child built on ``Router``,
  /// the one this node made for another.
  private func attachedNode(of child: any Routing) -> RouterNode? {
    let node = (child as? RouterBase)?.node ?? childList.wrapper(of: child)
    guard let node, node.isChild(of: self) else { return nil }
    return node
  }

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

  // MARK: Attach and detach

  /// Attaches `child`: appends it, activates its interactor and its subtree, then loads it.
  ///
  /// The subtree becomes active parents first. A misuse changes nothing and is reported.
  func attach(_ child: any Routing) {
    let ownNode = (child as? RouterBase)?.node
    if let misuse = attachMisuse(of: child, node: ownNode) {
      RIBsDiagnostics.report(misuse.kind, misuse.message)
      return
    }
    let childNode = ownNode ?? RouterNode(wrapping: child)
    let index = updateChildList { $0.append(child, node: childNode, isWrapper: ownNode == nil) }
    childNode.parentLink.position = Int32(index)
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
    let position = Int(childNode.parentLink.position)
    let removed = updateChildList { $0.remove(at: position, child: child) }
    childNode.setParent(nil)
    if childList.positionsChanged {
      for (position, entry) in childList.entries.enumerated() {
        entry.node?.parentLink.position = Int32(position)
      }
    }
    _ = removed
    if RIBTreeEvents.isObserved { emit(.detach, of: child, node: childNode) }
    observations?.companion?.routerDidDetach(child)
  }

  /// Unlinks every child, deactivating each with its subtree, and hands their routers over, for
  /// the router's teardown.
  func orphanChildren(into orphans: inout [any Routing]) {
    for entry in updateChildList({ $0.removeAll() }) {
      guard let child = entry.router, let node = entry.node else { continue }
      SubtreeWalk.set(false, node: node)
      node.setParent(nil)
      orphans.append(child)
    }
  }

  // MARK: Load

  /// Marks the router loaded; `false` if it was already.
  func markLoaded() -> Bool {
    guard state.load() else { return false }
    if RIBTreeEvents.isObserved { emit(.load) }
    observations?.lifecycle?.send(.didLoad)
    return true
  }

  /// Whether the router has loaded.
  var isLoaded: Bool { state.isLoaded }
}

// MARK: Misuse

extension RouterNode {
  /// Why attaching a child is a misuse.
  struct AttachMisuse {
    /// Which misuse, as small as the check that finds none needs it to be.
    enum Reason {
      case createsCycle, alreadyAttached, hasAnotherParent
    }

    let reason: Reason
    let message: String

    /// The report's kind.
    var kind: RIBsDiagnostic.Kind {
      switch reason {
      case .createsCycle: .attachCreatesCycle
      case .alreadyAttached: .childAlreadyAttached
      case .hasAnotherParent: .childHasAnotherParent
      }
    }
  }

  /// Why attaching `child` is a misuse, if it is: the child is this router, already its child,
  /// attached elsewhere, or one of its ancestors.
  ///
  /// - Parameters:
  ///   - child: The router to attach.
  ///   - childNode: The child's own node; `nil` for a child not built on ``Router``, which gets one
  ///     when it is attached.
  /// - Returns: The misuse, or `nil` if the child may be attached.
  func attachMisuse(of child: any Routing, node childNode: RouterNode?) -> AttachMisuse? {
    guard let childNode else {
      return childList.wrapper(of: child) != nil ? alreadyAttached(child) : nil
    }
    if childNode === self {
      return AttachMisuse(
        reason: .createsCycle,
        message: "\(routerType) was asked to attach itself; nothing changed.")
    }
    if childNode.isChild(of: self) { return alreadyAttached(child) }
    if let otherParent = childNode.parent {
      return AttachMisuse(
        reason: .hasAnotherParent,
        message: "\(routerType) was asked to attach \(type(of: child)), which is attached to "
          + "\(RIBNaming.name(of: otherParent.routerType)); detach it there first. Nothing changed."
      )
    }
    if childNode.hasChildren, isDescendant(of: childNode) {
      return AttachMisuse(
        reason: .createsCycle,
        message: "\(routerType) was asked to attach \(type(of: child)), one of its ancestors; "
          + "nothing changed.")
    }
    return nil
  }

  private func alreadyAttached(_ child: any Routing) -> AttachMisuse {
    AttachMisuse(
      reason: .alreadyAttached,
      message: "\(routerType) was asked to attach \(type(of: child)), which is already its child; "
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
}

/// A node's link to the node of its router's parent: the parent, its identity, and this node's
/// position among the parent's children.
///
/// The identity is compared without retaining the parent (a walk asks every child it visits
/// whether it is still under the parent it was queued under); the position lets a detach find the
/// child in its parent's ``ChildList`` without a search.
struct ParentLink {
  /// The parent's node; `nil` while the router is not attached.
  ///
  /// Kept strongly: the parent's node keeps this node too (its children), and the cycle is broken
  /// by the parent's `release()`, which clears its children's links before it lets them go. A
  /// node's teardown never depends on its reference count.
  private(set) var node: RouterNode?
  /// The identity of ``node`` (0 without one).
  private(set) var id: UInt = 0
  /// This node's position in the parent's ``ChildList`` (32 bits, which keeps the link small: a
  /// parent may have up to 2^31 - 1 children).
  var position: Int32 = 0

  /// The identity ``id`` has for `node`.
  @inline(__always)
  static func id(of node: RouterNode) -> UInt { UInt(bitPattern: ObjectIdentifier(node)) }

  /// Links to `parent`, or unlinks with `nil`.
  ///
  /// - Returns: The parent linked before, for the caller to release once its access to the link
  ///   is over: a node's release may release routers, whose teardown reaches other nodes.
  @inline(__always)
  mutating func set(_ parent: RouterNode?) -> RouterNode? {
    if let parent {
      id = Self.id(of: parent)
    } else {
      id = 0
    }
    return exchange(&node, with: parent)
  }
}
