/// The flat format: `{"nodes": [{"name": …, "isActive": …, "hasView": …, "id": …, "depth": …}, …]}`,
/// every RIB in pre-order with its depth below the root.
///
/// A list of objects one level deep, whatever the depth of the tree: any encoder or decoder (and
/// Foundation's JSON coders, which refuse documents nested a few hundred levels) takes a chain of
/// 100,000 RIBs, and nothing recurses.
extension RIBTreeSnapshot: Codable {
  private enum CodingKeys: String, CodingKey {
    case nodes
  }

  /// One RIB as it is written: its depth stands for its place in the tree.
  private struct EncodedNode: Codable {
    var name: String
    var isActive: Bool
    var hasView: Bool
    var id: UInt?
    var depth: Int
  }

  /// Encodes the snapshot in the flat format.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(
      nodes.map {
        EncodedNode(
          name: $0.name, isActive: $0.isActive, hasView: $0.hasView, id: $0.id, depth: $0.depth)
      },
      forKey: .nodes)
  }

  /// Decodes a snapshot in the flat format; `id` may be missing.
  ///
  /// - Throws: `DecodingError.dataCorrupted` if the depths do not describe a tree in pre-order: the
  ///   first node is the root, at depth 0, and each next node is at most one level below the one
  ///   before it, and not at depth 0.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let encoded = try container.decode([EncodedNode].self, forKey: .nodes)
    // The latest node seen at each depth: the parent of a node at depth d is the one at d - 1.
    var latestAtDepth: [Int] = []
    var nodes: [Node] = []
    nodes.reserveCapacity(encoded.count)
    for (index, node) in encoded.enumerated() {
      let depth = node.depth
      guard index == 0 ? depth == 0 : (1...latestAtDepth.count).contains(depth) else {
        let expected =
          index == 0 ? "the root's depth is 0" : "the depth is 1 to \(latestAtDepth.count)"
        throw DecodingError.dataCorrupted(
          DecodingError.Context(
            codingPath: [CodingKeys.nodes, NodeIndex(index)],
            debugDescription: "the depth is \(depth) where \(expected)"))
      }
      latestAtDepth.removeSubrange(depth...)
      nodes.append(
        Node(
          name: node.name, isActive: node.isActive, hasView: node.hasView, id: node.id,
          depth: depth, parent: latestAtDepth.last, subtreeSize: 1))
      latestAtDepth.append(index)
    }
    guard !nodes.isEmpty else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: [CodingKeys.nodes], debugDescription: "there is no node, not even a root"))
    }
    self.init(preOrderNodes: nodes)
  }

  /// A position in the list of nodes, as a coding path names it.
  private struct NodeIndex: CodingKey {
    var intValue: Int?
    var stringValue: String { "Index \(intValue ?? 0)" }

    init(_ index: Int) {
      intValue = index
    }

    init?(intValue: Int) {
      self.intValue = intValue
    }

    init?(stringValue: String) {
      nil
    }
  }
}
