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
  /// Sets the child whose node is `node`, and its subtree, to `active`: a child being attached or
  /// released.
  static func set(_ active: Bool, node: RouterNode) {
    guard node.setActiveByTree(active), node.hasChildren else { return }
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
      var childNode = next.node
      // Down a line of only children without the stack: a child's only child is next anyway.
      while true {
        childNode.setActiveByTree(active)
        guard let only = childNode.onlyChildNode,
          PendingChild(node: only, parentID: UInt(bitPattern: ObjectIdentifier(childNode)))
            .isStillPending(active)
        else {
          push(childrenOf: childNode, onto: &stack)
          break
        }
        childNode = only
      }
    }
  }

  private static func push(childrenOf node: RouterNode, onto stack: inout [PendingChild]) {
    let entries = node.childEntries
    var index = entries.endIndex
    while index > entries.startIndex {
      index -= 1
      guard let child = entries[index].node else { continue }
      stack.append(PendingChild(node: child, parentID: UInt(bitPattern: ObjectIdentifier(node))))
    }
  }
}

/// A child waiting in a tree walk, by its node, which the walk keeps (application code may detach
/// and release the router while it waits: its node is then released, and skipped), with the
/// identity of the parent it had when it was queued: a parent that goes away during the walk
/// clears its children's link first, so the node says whether it is still attached to it.
@MainActor
private struct PendingChild {
  let node: RouterNode
  let parentID: UInt

  /// Whether the child is still attached to the parent it was queued under, and that parent is
  /// still in the state being set: otherwise application code that ran meanwhile moved it, and
  /// the change it made took care of it.
  ///
  /// NB: should the parent go away and a new node take its address and adopt the child during the
  /// walk, the child counts as still pending under the new parent, and is set to the state if that
  /// parent is in it, which is what attaching it there did.
  func isStillPending(_ active: Bool) -> Bool {
    guard node.parentID == parentID, let parent = node.parent else { return false }
    return parent.isInteractableActive == active
  }
}
