/// How a node changes its interactor's activeness, and how its subtree follows.
extension RouterNode {
  // MARK: Requests

  /// The tree sets this node's interactor to `active`, without its subtree: a walk, an attach, a
  /// teardown.
  ///
  /// - Parameters:
  ///   - active: The state to set.
  ///   - evenIfUnchanged: Whether an interactable that is not an ``Interactor`` is called even if
  ///     it says it is in that state already: when its router is attached or let go, as a mock
  ///     counts the calls.
  /// - Returns: Whether the node changed it: then its subtree follows.
  @discardableResult @inline(__always)
  func setActiveByTree(_ active: Bool, evenIfUnchanged: Bool = false) -> Bool {
    let decision = state.treeRequests(
      active: active, isActive: isInteractableActive,
      evenIfUnchanged: evenIfUnchanged && asInteractor == nil)
    guard decision == .change else { return false }
    let changed =
      active
      ? activateInteractable(descendants: false, evenIfUnchanged: evenIfUnchanged)
      : deactivateInteractable(descendants: false, evenIfUnchanged: evenIfUnchanged)
    state.finish()
    return changed
  }

  /// Deactivates the interactor and the subtree, in a detach: a second detach of this node from a
  /// hook that runs meanwhile is refused.
  func resignForDetach() {
    guard state.detachRequested() == .change else { return }
    if deactivateInteractable(descendants: false, evenIfUnchanged: true) {
      SubtreeWalk.setDescendants(of: self, active: false)
    }
    state.finish()
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

  /// For an interactable whose activeness changes without its node (a mock whose state a test
  /// sets, an interactor another router owns), observes it, if it says when it changes, so that
  /// the subtree follows it.
  func followChangesNotMadeByNode() {
    let observation = ScopeObservation.observe(interactable) { [weak self] change, _ in
      self?.interactableChanged(change)
    }
    if case .none = observation { return }
    observationsCreatedIfNeeded.interactableObservation = observation
  }

  /// Follows a change of the interactable that this node did not make (one it makes is told to
  /// its observers while the node is changing, and ignored here).
  private func interactableChanged(_ change: ActivenessChange) {
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

  private func reportActivationUnderInactiveParent(_ parent: RouterNode) {
    RIBsDiagnostics.report(
      .activatedUnderInactiveParent,
      "\(type(of: interactable)) was activated while its parent "
        + "\(RIBNaming.name(of: parent.routerType)) is inactive; it is active now, but a subtree "
        + "follows its parent: activate the parent, or attach the child to an active one.")
  }

  // MARK: Changes

  /// Whether the interactor is active, read from the class without a protocol call when it is an
  /// ``Interactor``.
  var isInteractableActive: Bool {
    asInteractor?.isActive ?? interactable.isActive
  }

  /// Activates the interactor, phase by phase; with `descendants`, the subtree follows once its
  /// `didBecomeActive()` has run, if it is still active.
  ///
  /// - Parameters:
  ///   - descendants: Whether the subtree follows.
  ///   - evenIfUnchanged: Whether an interactable that is not an ``Interactor`` is called even if
  ///     it says it is active.
  /// - Returns: Whether the interactor became active.
  @discardableResult
  private func activateInteractable(descendants: Bool, evenIfUnchanged: Bool = false) -> Bool {
    // Optional chaining on the stored constant: `if let` would retain the interactor.
    if asInteractor != nil {
      view?.cancelDisappearance()
      guard asInteractor?.beginActivation() == true else { return false }
      // Told once the interactor is active, so that an observer sees the tree the event made.
      if RIBTreeEvents.isObserved { emit(.activate) }
      asInteractor?.didBecomeActive()
      if descendants, isInteractableActive { SubtreeWalk.setDescendants(of: self, active: true) }
      asInteractor?.completeActivation()
      return true
    }
    // Any other interactable is driven through its protocol; a scope that reports its changes
    // tells its own observers, as it becomes active.
    let wasActive = interactable.isActive
    guard !wasActive || evenIfUnchanged else { return false }
    interactable.activate()
    guard !wasActive, interactable.isActive else { return false }
    if RIBTreeEvents.isObserved { emit(.activate) }
    view?.cancelDisappearance()
    if descendants, isInteractableActive { SubtreeWalk.setDescendants(of: self, active: true) }
    return true
  }

  /// Deactivates the interactor, phase by phase; with `descendants`, the subtree follows before an
  /// ``Interactor``'s observers are told (a scope that reports its changes tells its own as it
  /// deactivates).
  ///
  /// - Parameters:
  ///   - descendants: Whether the subtree follows.
  ///   - evenIfUnchanged: Whether an interactable that is not an ``Interactor`` is called even if
  ///     it says it is inactive.
  /// - Returns: Whether the interactor resigned.
  @discardableResult
  func deactivateInteractable(descendants: Bool, evenIfUnchanged: Bool = false) -> Bool {
    if asInteractor != nil {
      guard asInteractor?.beginResigning() == true else { return false }
    } else {
      guard Self.deactivate(interactable, evenIfUnchanged: evenIfUnchanged) else { return false }
    }
    if RIBTreeEvents.isObserved { emit(.deactivate) }
    view?.expectDisappearance(with: leakDetector)
    if descendants { SubtreeWalk.setDescendants(of: self, active: false) }
    asInteractor?.finishResigning()
    return true
  }

  /// Deactivates an interactable that is not an ``Interactor`` through its protocol.
  ///
  /// - Parameters:
  ///   - interactable: The interactable.
  ///   - evenIfUnchanged: Whether to call it even if it says it is inactive.
  /// - Returns: Whether it was active and is no longer.
  @discardableResult
  static func deactivate(_ interactable: any Interactable, evenIfUnchanged: Bool = false) -> Bool {
    let wasActive = interactable.isActive
    guard wasActive || evenIfUnchanged else { return false }
    interactable.deactivate()
    return wasActive && !interactable.isActive
  }

  /// Gives a viewable router's node its view: while the RIB is inactive, from the start and
  /// whenever it resigns, the view is expected to disappear.
  func setView(_ controllable: any ViewControllable) {
    let view = RouterView(controllable)
    self.view = view
    if !isInteractableActive { view.expectDisappearance(with: leakDetector) }
  }
}

/// The walks that set a subtree active or inactive, in pre-order, with an explicit stack: one visit
/// per descendant, and no recursion, so that a chain of any length cannot overflow the call stack.
///
/// Every descendant is set, including those already in the state and their subtrees: a descendant
/// deactivated directly by application code becomes active again when an ancestor does.
/// Application code that runs during a walk (`didBecomeActive()`, `willResignActive()`) may attach,
/// detach or change interactors, and start walks of its own, which finish before it returns. A
/// pending child that was detached from its parent meanwhile, or whose parent changed state again,
/// was taken care of by that change and is skipped.
@MainActor
enum SubtreeWalk {
  /// Sets the child whose node is `node`, and its subtree, to `active`: a child being attached or
  /// released.
  ///
  /// An interactable that is not an ``Interactor`` is called either way, as its mock
  /// counts; its subtree follows only a change it reports.
  static func set(_ active: Bool, node: RouterNode) {
    guard node.setActiveByTree(active, evenIfUnchanged: true), node.hasChildren else { return }
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
  /// during another has its own), made per walk, not per visit: with room for `node`'s children
  /// at once, so that a walk over children that are leaves allocates once; deeper levels grow it
  /// by doubling.
  private static func walkDescendants(of node: RouterNode, active: Bool) {
    var stack: [PendingChild] = []
    stack.reserveCapacity(node.childEntries.count)
    push(childrenOf: node, onto: &stack)
    while let next = stack.popLast() {
      guard next.isStillPending(active) else { continue }
      var childNode = next.node
      // Down a line of only children without the stack: a child's only child is next anyway.
      while true {
        childNode.setActiveByTree(active)
        guard let only = childNode.onlyChildNode,
          PendingChild(node: only, parentID: ParentLink.id(of: childNode))
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
      stack.append(PendingChild(node: child, parentID: ParentLink.id(of: node)))
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
  /// Should the parent go away and a new node take its address and adopt the child during the
  /// walk, the child counts as still pending under the new parent, and is set to the state if that
  /// parent is in it, which is what attaching it there did.
  func isStillPending(_ active: Bool) -> Bool {
    guard node.parentLink.id == parentID, let parent = node.parent else { return false }
    return parent.isInteractableActive == active
  }
}
