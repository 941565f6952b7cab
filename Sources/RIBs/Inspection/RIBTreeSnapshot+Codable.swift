/// The nested format: `{"name": …, "isActive": …, "hasView": …, "id": …, "children": [ … ]}`.
///
/// Written and read with an explicit stack of containers, not by recursion; the encoder or decoder
/// may still limit the depth it accepts (Foundation's JSON coders refuse a few hundred levels).
extension RIBTreeSnapshot: Codable {
  private enum CodingKeys: String, CodingKey {
    case name, isActive, hasView, id, children
  }

  /// Encodes the snapshot in the nested format, without recursion.
  public func encode(to encoder: any Encoder) throws {
    var root = encoder.container(keyedBy: CodingKeys.self)
    try Self.encodeFields(of: nodes[0], into: &root)
    // Each open children array, with the position where its nodes end.
    var arrays = [(container: root.nestedUnkeyedContainer(forKey: .children), end: count)]
    var index = 1
    while let last = arrays.last {
      guard index < last.end else {
        arrays.removeLast()
        continue
      }
      var object = arrays[arrays.count - 1].container.nestedContainer(keyedBy: CodingKeys.self)
      try Self.encodeFields(of: nodes[index], into: &object)
      arrays.append(
        (object.nestedUnkeyedContainer(forKey: .children), index + nodes[index].subtreeSize))
      index += 1
    }
  }

  /// Decodes a snapshot in the nested format, without recursion; `id` and `children` may be
  /// missing.
  public init(from decoder: any Decoder) throws {
    let root = try decoder.container(keyedBy: CodingKeys.self)
    var nodes = [try Self.decodeNode(from: root, depth: 0, parent: nil)]
    var arrays: [(container: any UnkeyedDecodingContainer, parent: Int)] = []
    if root.contains(.children) {
      arrays.append((try root.nestedUnkeyedContainer(forKey: .children), 0))
    }
    while let last = arrays.last {
      guard !last.container.isAtEnd else {
        arrays.removeLast()
        continue
      }
      let object = try arrays[arrays.count - 1].container.nestedContainer(
        keyedBy: CodingKeys.self)
      let index = nodes.count
      nodes.append(
        try Self.decodeNode(from: object, depth: nodes[last.parent].depth + 1, parent: last.parent))
      if object.contains(.children) {
        arrays.append((try object.nestedUnkeyedContainer(forKey: .children), index))
      }
    }
    self.init(preOrderNodes: nodes)
  }

  private static func encodeFields(
    of node: Node, into container: inout KeyedEncodingContainer<CodingKeys>
  ) throws {
    try container.encode(node.name, forKey: .name)
    try container.encode(node.isActive, forKey: .isActive)
    try container.encode(node.hasView, forKey: .hasView)
    try container.encodeIfPresent(node.id, forKey: .id)
  }

  private static func decodeNode(
    from container: KeyedDecodingContainer<CodingKeys>, depth: Int, parent: Int?
  ) throws -> Node {
    Node(
      name: try container.decode(String.self, forKey: .name),
      isActive: try container.decode(Bool.self, forKey: .isActive),
      hasView: try container.decode(Bool.self, forKey: .hasView),
      id: try container.decodeIfPresent(UInt.self, forKey: .id), depth: depth, parent: parent,
      subtreeSize: 1)
  }
}
