/// The part of every ``Router`` that is not generic: its place in the RIB tree.
///
/// A parent finds a child's place in the tree through this class, so it never depends on anything
/// application code could share between two routers, such as an interactor. It has no API of its
/// own: subclass ``Router``, ``ViewableRouter`` or ``LaunchRouter``.
@MainActor
open class RouterBase {
  /// The router's children, parent, load state and teardown.
  let node: RouterNode

  init(interactable: any Interactable) {
    node = RouterNode(interactable: interactable)
    node.bind(routerType: type(of: self), routerID: ObjectIdentifier(self))
  }

  // NB: a plain deinit, not `isolated deinit`: every router class is generic (see `RouterNode`).
  // The node and its interactor keep each other while the router lives (the interactor keeps the
  // node's observer, which keeps the node, so that observing allocates nothing); the router's end
  // breaks that, at once on the main actor, else as soon as the main actor runs.
  deinit {
    let node = self.node
    if MainActorContext.isCurrent {
      MainActorContext.call({ $0.routerDidGoAway() }, with: node)
    } else {
      Task { @MainActor in node.routerDidGoAway() }
    }
  }
}
