/// A picture of a RIB tree at one moment: for each RIB its name, whether it is active, whether it
/// has a view, and its children in order.
///
/// A snapshot keeps its RIBs in one flat list in pre-order (``nodes``), so that any depth is safe:
/// a chain of 100,000 RIBs is taken, compared, encoded, decoded and released without recursion.
///
/// ```swift
/// let snapshot = RIBTreeSnapshot(of: launchRouter)
/// print(snapshot.nodes.filter(\.isActive).map(\.name))
/// ```
///
/// It is `Codable` in a flat format that any depth leaves one level deep, so any encoder takes it;
/// `RIBTreeRendering` saves and reads it as JSON (`jsonData(prettyPrinted:)`, `init(jsonData:)`)
/// and draws it.
public struct RIBTreeSnapshot: Sendable, Hashable {
  /// One RIB of a snapshot.
  public struct Node: Sendable, Hashable {
    /// The RIB's name, derived from its router's type (`LoggedInRouter` is `LoggedIn`).
    public var name: String
    /// Whether the RIB's interactor is active.
    public var isActive: Bool
    /// Whether the RIB has a view.
    public var hasView: Bool
    /// The RIB's ``RIBIdentity/id`` when the snapshot was taken, as tree events name it; `nil` in a
    /// snapshot made from parts or read from a file that has none.
    ///
    /// Not part of equality: two snapshots are equal when they show the same tree.
    public var id: UInt?
    /// How far below the snapshot's root the RIB is: 0 for the root.
    public internal(set) var depth: Int
    /// The position of the RIB's parent in ``RIBTreeSnapshot/nodes``; `nil` for the root.
    public internal(set) var parent: Int?
    /// How many nodes the RIB's subtree has, the RIB included: its descendants follow it in
    /// ``RIBTreeSnapshot/nodes``.
    public internal(set) var subtreeSize: Int

    package init(
      name: String, isActive: Bool, hasView: Bool, id: UInt?, depth: Int, parent: Int?,
      subtreeSize: Int
    ) {
      self.name = name
      self.isActive = isActive
      self.hasView = hasView
      self.id = id
      self.depth = depth
      self.parent = parent
      self.subtreeSize = subtreeSize
    }

    /// Whether two nodes show the same RIB at the same place; identities are not compared.
    public static func == (lhs: Node, rhs: Node) -> Bool {
      lhs.name == rhs.name && lhs.isActive == rhs.isActive && lhs.hasView == rhs.hasView
        && lhs.depth == rhs.depth && lhs.parent == rhs.parent && lhs.subtreeSize == rhs.subtreeSize
    }

    /// Hashes what equality compares.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(name)
      hasher.combine(isActive)
      hasher.combine(hasView)
      hasher.combine(depth)
      hasher.combine(subtreeSize)
    }
  }

  /// Every RIB of the snapshot in pre-order: the root first, then each child followed by its own
  /// subtree.
  public private(set) var nodes: [Node]

  /// Creates a snapshot from its parts.
  ///
  /// - Parameters:
  ///   - name: The RIB's name.
  ///   - isActive: Whether its interactor is active.
  ///   - hasView: Whether it has a view.
  ///   - id: The RIB's identity, if it stands for a live RIB.
  ///   - children: Its children's snapshots.
  public init(
    name: String, isActive: Bool, hasView: Bool, id: UInt? = nil,
    children: [RIBTreeSnapshot] = []
  ) {
    nodes = [
      Node(
        name: name, isActive: isActive, hasView: hasView, id: id, depth: 0, parent: nil,
        subtreeSize: 1)
    ]
    nodes.reserveCapacity(1 + children.reduce(0) { $0 + $1.count })
    for child in children { appendChild(child) }
  }

  /// Takes a snapshot of the live tree under `router`.
  ///
  /// - Parameter router: The root of the snapshot: any router, not only the app's root.
  @preconcurrency
  @MainActor
  public init(of router: any Routing) {
    var nodes: [Node] = []
    router.visitInPreOrder { router, depth, parent in
      nodes.append(
        Node(
          name: router.ribName, isActive: router.interactable.isActive,
          hasView: router is any ViewableRouting,
          id: router.ribID, depth: depth,
          parent: parent, subtreeSize: 1))
    }
    Self.computeSubtreeSizes(&nodes)
    self.nodes = nodes
  }

  /// Creates a snapshot from nodes in pre-order whose depths and parents are set.
  package init(preOrderNodes: [Node]) {
    nodes = preOrderNodes
    Self.computeSubtreeSizes(&nodes)
  }

  /// Creates a snapshot from nodes whose depths, parents and subtree sizes are all set.
  private init(consistentNodes: [Node]) {
    nodes = consistentNodes
  }

  /// The root RIB's name.
  public var name: String {
    get { nodes[0].name }
    set { nodes[0].name = newValue }
  }

  /// Whether the root RIB's interactor is active.
  public var isActive: Bool {
    get { nodes[0].isActive }
    set { nodes[0].isActive = newValue }
  }

  /// Whether the root RIB has a view.
  public var hasView: Bool {
    get { nodes[0].hasView }
    set { nodes[0].hasView = newValue }
  }

  /// The root RIB's identity when the snapshot was taken, if it has one.
  public var id: UInt? {
    get { nodes[0].id }
    set { nodes[0].id = newValue }
  }

  /// The root's children, each as a snapshot of its subtree, in the order they were attached.
  ///
  /// Each child is a copy of its part of ``nodes``: to walk a large tree, read ``nodes`` instead.
  public var children: [RIBTreeSnapshot] {
    get {
      var result: [RIBTreeSnapshot] = []
      var index = 1
      while index < nodes.count {
        result.append(subtree(at: index))
        index += nodes[index].subtreeSize
      }
      return result
    }
    set {
      nodes.removeSubrange(1...)
      nodes[0].subtreeSize = 1
      for child in newValue { appendChild(child) }
    }
  }

  /// The number of RIBs in the snapshot.
  public var count: Int { nodes.count }

  /// The subtree of the node at `index` in ``nodes``, as a snapshot of its own.
  ///
  /// - Parameter index: A position in ``nodes``.
  /// - Returns: The subtree, with depths and parents relative to its root.
  public func subtree(at index: Int) -> RIBTreeSnapshot {
    let depth = nodes[index].depth
    return RIBTreeSnapshot(
      consistentNodes: nodes[index..<(index + nodes[index].subtreeSize)].map { node in
        var node = node
        node.depth -= depth
        node.parent = node.parent.flatMap { $0 >= index ? $0 - index : nil }
        return node
      })
  }

  private mutating func appendChild(_ child: RIBTreeSnapshot) {
    let offset = nodes.count
    for var node in child.nodes {
      node.depth += 1
      node.parent = node.parent.map { $0 + offset } ?? 0
      nodes.append(node)
    }
    nodes[0].subtreeSize = nodes.count
  }

  /// Sets each node's subtree size from the parents: children follow their parents in pre-order.
  private static func computeSubtreeSizes(_ nodes: inout [Node]) {
    for index in nodes.indices { nodes[index].subtreeSize = 1 }
    for index in nodes.indices.reversed() {
      if let parent = nodes[index].parent { nodes[parent].subtreeSize += nodes[index].subtreeSize }
    }
  }
}
