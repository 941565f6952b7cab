/// The walks that set a subtree active or inactive, in pre-order, with an explicit stack: one visit
/// per descendant, and no recursion, so that a chain of any length cannot overflow the call stack.
///
/// Every descendant is set, including those already in the state and their subtrees, as in Uber's
/// RIBs: a descendant deactivated directly by application code becomes active again when an
/// ancestor does. Application code that runs during a walk (`didBecomeActive()`,
/// `willResignActive()`) may attach, detach or change interactors, and start walks of its own,
/// which finish before it returns. A pending child that was detached from its parent meanwhile, or
/// whose parent changed state again, was taken care of by that change and is skipped.
@MainActor
enum SubtreeWalk {
  /// Sets `child`, a child of `parent` whose node is `node` if it is built on ``Router``, and its
  /// subtree to `active`: a child being attached or detached.
  static func set(_ active: Bool, child: any Routing, node: RouterNode?) {
    // NB: optional chaining, not `if let`, which copies (retains) the node.
    guard node != nil else {
      ForeignInteractable.set(child.interactable, active: active)
      return
    }
    guard node?.setActiveByTree(active) == .callInteractor, node?.hasChildren == true,
      let node
    else { return }
    walkDescendants(of: node, active: active)
  }

  /// Sets every descendant of `node` to `active`, parents first.
  ///
  /// Inlined, so that a leaf (most RIBs) costs one check, not a call that sets up a walk.
  @inline(__always)
  static func setDescendants(of node: RouterNode, active: Bool) {
    if node.hasChildren { walkDescendants(of: node, active: active) }
  }

  /// Sets every descendant of `node`, which has children, to `active`, parents first.
  ///
  /// The pending children are on a stack of the walk's own (a walk started by application code
  /// during another has its own), allocated once per walk, not per visit.
  private static func walkDescendants(of node: RouterNode, active: Bool) {
    var stack: [PendingChild] = []
    push(childrenOf: node, onto: &stack)
    while let next = stack.popLast() {
      guard next.isStillPending(active) else { continue }
      switch next {
      case .node(var childNode, _):
        // Down a line of only children without the stack: a child's only child is next anyway.
        while true {
          childNode.setActiveByTree(active)
          guard let only = childNode.onlyChildNode,
            PendingChild.node(only, parentID: ObjectIdentifier(childNode)).isStillPending(active)
          else {
            push(childrenOf: childNode, onto: &stack)
            break
          }
          childNode = only
        }
      case .foreign(let router, _):
        ForeignInteractable.set(router.interactable, active: active)
      }
    }
  }

  private static func push(childrenOf node: RouterNode, onto stack: inout [PendingChild]) {
    let entries = node.childEntries
    var index = entries.endIndex
    while index > entries.startIndex {
      index -= 1
      guard let router = entries[index].router else { continue }
      stack.append(PendingChild(parent: node, router: router, node: entries[index].node))
    }
  }
}

/// A child waiting in a tree walk, with the parent it had when it was queued.
@MainActor
private enum PendingChild {
  /// A child built on ``Router``, by its node, which a child keeps (application code may detach
  /// and release the router while it waits: its node is then released, and skipped), and the
  /// identity of the parent: a parent that goes away during the walk clears its children's link
  /// first, so the node says whether it is still attached to it.
  case node(RouterNode, parentID: ObjectIdentifier)
  /// A child not built on ``Router`` (a mock), kept with its parent, whose children are searched.
  case foreign(any Routing, parent: RouterNode)

  // NB: no closures here (`node.map { … }`): in main-actor code, a closure handed to a
  // nonisolated function such as `Optional.map` checks at run time that it runs on the main actor.
  init(parent: RouterNode, router: any Routing, node: RouterNode?) {
    if let node {
      self = .node(node, parentID: ObjectIdentifier(parent))
    } else {
      self = .foreign(router, parent: parent)
    }
  }

  /// Whether the child is still attached to the parent it was queued under, and that parent is
  /// still in the state being set: otherwise application code that ran meanwhile moved it, and
  /// the change it made took care of it.
  ///
  /// NB: should the parent go away and a new node take its address and adopt the child during the
  /// walk, the child counts as still pending under the new parent, and is set to the state if that
  /// parent is in it, which is what attaching it there did.
  func isStillPending(_ active: Bool) -> Bool {
    switch self {
    case .node(let node, let parentID):
      guard node.parentID == parentID, let parent = node.parent else { return false }
      return parent.isInteractableActive == active
    case .foreign(let router, let parent):
      return parent.isInteractableActive == active && parent.hasChild(router)
    }
  }
}

/// The interactor of a router that is not built on ``Router`` (a mock), driven through its protocol;
/// its own children are its business, as in Uber's RIBs.
@MainActor
enum ForeignInteractable {
  /// Activates or deactivates `interactable` unless it is in that state, and tells its observers.
  static func set(_ interactable: any Interactable, active: Bool) {
    let wasActive = interactable.isActive
    guard wasActive != active else { return }
    active ? interactable.activate() : interactable.deactivate()
    ActivenessTracking.postChange(of: interactable, from: wasActive)
  }
}
