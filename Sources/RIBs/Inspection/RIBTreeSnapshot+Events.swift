extension RIBTreeSnapshot {
  /// The tree as it is after `events`, which happened after this snapshot was taken, in order.
  ///
  /// The one definition of "the tree at a moment": the inspector's history and `ribs tree
  /// --events` both compute it here. It is a pure function of the snapshot and the events:
  ///
  /// - an attach puts the RIB, with the RIBs it already had, under its parent;
  /// - a detach takes it away, with its subtree, which comes back whole if it is attached again;
  /// - an activate or a deactivate changes whether the RIB is active, wherever it is;
  /// - a load changes nothing the snapshot shows.
  ///
  /// RIBs the events bring in are named as the events name them, with the view the attach says
  /// they have. An event about RIBs the function has not seen, such as a subtree built before it
  /// is attached, is kept, so that the subtree is whole when it joins the tree. The snapshot's
  /// root stays the root. Nodes of the snapshot without an identity keep their place, and no event
  /// can name them.
  ///
  /// A ``Router``'s identity is its own for the life of the process (``RIBIdentity/id``), so a
  /// RIB released and another allocated at its address are two RIBs. A router not built on
  /// ``Router`` (a mock) is named by its address, which a later mock may reuse.
  ///
  /// - Parameter events: What happened after the snapshot, oldest first.
  /// - Returns: The tree after the last event.
  public func applying(_ events: some Sequence<RIBTreeEvent>) -> RIBTreeSnapshot {
    var forest = EventForest(self)
    for event in events { forest.apply(event) }
    return forest.tree()
  }
}

/// The RIBs a snapshot and events describe: the tree, and the subtrees outside it.
private struct EventForest {
  private struct Node {
    var name: String
    var isActive: Bool
    var hasView: Bool
    var id: UInt?
    var parent: Int?
    var children: [Int] = []
  }

  private var nodes: [Node] = []
  /// Where the node with an identity is in `nodes`.
  private var indexOfID: [UInt: Int] = [:]

  init(_ snapshot: RIBTreeSnapshot) {
    nodes.reserveCapacity(snapshot.count)
    for node in snapshot.nodes {
      let index = nodes.count
      nodes.append(
        Node(
          name: node.name, isActive: node.isActive, hasView: node.hasView, id: node.id,
          parent: node.parent))
      if let parent = node.parent { nodes[parent].children.append(index) }
      if let id = node.id { indexOfID[id] = index }
    }
  }

  mutating func apply(_ event: RIBTreeEvent) {
    let index = node(event.router, hasView: event.hasView)
    switch event.kind {
    case .attach:
      guard let parentIdentity = event.parent, index != 0 else { return }
      let parent = node(parentIdentity, hasView: nil)
      guard !isInSubtree(parent, of: index) else { return }  // a cycle no router makes
      removeFromParent(index)
      nodes[index].parent = parent
      nodes[parent].children.append(index)
    case .detach:
      guard index != 0 else { return }
      removeFromParent(index)
    case .activate: nodes[index].isActive = true
    case .deactivate: nodes[index].isActive = false
    case .load: break
    }
  }

  /// The tree under the snapshot's root, in pre-order, without recursion.
  func tree() -> RIBTreeSnapshot {
    guard !nodes.isEmpty else { return RIBTreeSnapshot(preOrderNodes: []) }
    var result: [RIBTreeSnapshot.Node] = []
    var pending: [(index: Int, depth: Int, parent: Int?)] = [(0, 0, nil)]
    while let (index, depth, parent) = pending.popLast() {
      let node = nodes[index]
      let position = result.count
      result.append(
        RIBTreeSnapshot.Node(
          name: node.name, isActive: node.isActive, hasView: node.hasView, id: node.id,
          depth: depth, parent: parent, subtreeSize: 1))
      for child in node.children.reversed() {
        pending.append((child, depth + 1, position))
      }
    }
    return RIBTreeSnapshot(preOrderNodes: result)
  }

  /// The index of the RIB with `identity`, added outside the tree if it is new.
  private mutating func node(_ identity: RIBIdentity, hasView: Bool?) -> Int {
    if let index = indexOfID[identity.id] {
      if let hasView { nodes[index].hasView = hasView }
      return index
    }
    let index = nodes.count
    nodes.append(
      Node(name: identity.name, isActive: false, hasView: hasView ?? false, id: identity.id))
    indexOfID[identity.id] = index
    return index
  }

  private mutating func removeFromParent(_ index: Int) {
    guard let parent = nodes[index].parent else { return }
    nodes[parent].children.removeAll { $0 == index }
    nodes[index].parent = nil
  }

  /// Whether `candidate` is `root` or under it: a walk down the subtree that moves, which is
  /// usually a leaf, not up the tree, which may be deep.
  private func isInSubtree(_ candidate: Int, of root: Int) -> Bool {
    var pending = [root]
    while let index = pending.popLast() {
      if index == candidate { return true }
      pending += nodes[index].children
    }
    return false
  }
}
