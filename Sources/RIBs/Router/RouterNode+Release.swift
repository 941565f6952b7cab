/// The teardown of a RIB whose router went away.
extension RouterNode {
  /// The router went away: the node deactivates its interactor if it owns it, asks the leak
  /// detector to expect it (and the view) to go away, and lets the subtree go, each child
  /// deactivated, without recursion.
  func release() {
    guard let ownsInteractable = state.release() else { return }
    view?.cancelDisappearance()
    observations?.interactableObservation?.cancel(observing: interactable)
    if ownsInteractable {
      if asInteractor?.node === self { asInteractor?.node = nil }
      // No tree events: the RIB is gone. Its workers are told.
      if asInteractor != nil {
        if asInteractor?.beginResigning() == true { asInteractor?.finishResigning() }
      } else {
        Self.deactivate(interactable, evenIfUnchanged: true)
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
    orphans.reserveCapacity(childEntries.count)
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
}
