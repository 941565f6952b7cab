extension RouterNode {
  /// The RIB, as tree events name it.
  var identity: RIBIdentity {
    RIBIdentity(name: RIBNaming.name(of: routerType), id: ribID)
  }

  /// Emits an event about this node's RIB.
  func emit(_ kind: RIBTreeEvent.Kind) {
    RIBTreeEvents.emit(RIBTreeEvent(kind: kind, router: identity, parent: parent?.identity))
  }

  /// Emits an event about a child of this node's RIB, whose node is `node`.
  func emit(_ kind: RIBTreeEvent.Kind, of child: any Routing, node: RouterNode) {
    let hasView = kind == .attach ? child is any ViewableRouting : nil
    RIBTreeEvents.emit(
      RIBTreeEvent(kind: kind, router: node.identity, parent: identity, hasView: hasView),
      moving: child)
  }
}
