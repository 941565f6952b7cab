extension RouterNode {
  /// The RIB, as tree events name it.
  var identity: RIBIdentity {
    RIBIdentity(name: RIBNaming.name(of: routerType), id: routerID)
  }

  /// Emits an event about this node's RIB.
  func emit(_ kind: RIBTreeEvent.Kind) {
    RIBTreeEvents.emit(RIBTreeEvent(kind: kind, router: identity, parent: parent?.identity))
  }

  /// Emits an event about a child of this node's RIB; `node` is the child's node, if it has one.
  func emit(_ kind: RIBTreeEvent.Kind, of child: any Routing, node: RouterNode?) {
    let childIdentity =
      node?.identity
      ?? RIBIdentity(name: RIBNaming.name(of: type(of: child)), id: ObjectIdentifier(child))
    RIBTreeEvents.emit(
      RIBTreeEvent(kind: kind, router: childIdentity, parent: identity), moving: child)
  }
}
