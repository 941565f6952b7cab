/// What the node's children are, read without changing them.
extension RouterNode {
  /// The children, in the order they were attached.
  var children: [any Routing] {
    updateChildList { $0.routers() }
  }

  /// Whether the node has children.
  var hasChildren: Bool { !childList.isEmpty }

  /// The children with their nodes, and holes, for the walks.
  var childEntries: [ChildList.Entry] { childList.entries }

  /// The node of the only child, if there is exactly one and it is built on ``Router``.
  var onlyChildNode: RouterNode? { childList.onlyNode }

  /// Whether `router`, which is not built on ``Router``, is one of the children.
  func hasChild(_ router: any Routing) -> Bool {
    childList.position(of: router) != nil
  }
}
