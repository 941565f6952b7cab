import Foundation

/// The component tree of a ``DependencyGraph``, as people read it: from each root component down
/// through the RIBs it is handed to, each RIB with its needs and the ancestor whose component
/// provides each.
///
/// A RIB built from two parents appears under each, with the providers of that path. The nodes are
/// in pre-order, each with its parent's position, made without recursion at any depth. It is
/// written as JSON (``json``), which the generated code keeps for the live inspector.
package struct DependencyTree: Sendable, Decodable, Equatable {
  /// A RIB in the tree.
  package struct Node: Sendable, Decodable, Equatable {
    /// The RIB's name: `OffGame`.
    package var rib: String
    /// Its component, if it has one: `OffGameComponent`.
    package var component: String?
    /// Its parent's position in ``DependencyTree/nodes``; `nil` for a root.
    package var parent: Int?
    /// Its depth, from 0 for a root.
    package var depth: Int
    /// What it needs, each with the RIB whose component provides it on this path.
    package var needs: [Need]
    /// The names of what its component provides to the RIBs below it on this path, sorted.
    package var provides: [String]
    /// Whether it is its own ancestor on this path: its children are not repeated.
    package var closesCycle: Bool
  }

  /// A need of a RIB, and who provides it.
  package struct Need: Sendable, Decodable, Equatable {
    /// The need's name: `scoreStream`.
    package var name: String
    /// Its type, as written: `any ScoreStream`.
    package var type: String
    /// The RIB whose component provides it on this path; `nil` when none does.
    package var provider: String?

    /// `scoreStream: any ScoreStream`.
    package var signature: String { "\(name): \(type)" }
  }

  /// The nodes, in pre-order.
  package private(set) var nodes: [Node] = []
  /// The most nodes a tree holds; a graph whose paths are more is cut, and says so.
  package static let largestTree = 100_000
  /// Whether the tree was cut at ``largestTree`` nodes.
  package private(set) var isCut = false

  /// The tree of `graph`: its roots are the components no handover reaches.
  ///
  /// - Parameter graph: A resolved graph.
  package init(graph: DependencyGraph) {
    let handoversByParent = Dictionary(grouping: graph.handovers) { $0.parent }
    // Pending RIBs, last first, each with the components above it and their nodes.
    var pending: [Pending] =
      graph.rootComponents.reversed().map {
        Pending(rib: $0.ribName, protocolName: $0.dependency, component: $0.name, path: [])
      }
    while let next = pending.popLast() {
      guard nodes.count < Self.largestTree else {
        isCut = true
        break
      }
      let index = nodes.count
      var needs: [Need] = []
      for requirement in next.protocolName.flatMap({ graph.protocols[$0]?.requirements }) ?? [] {
        let provider = next.path.last {
          graph.components[$0.component]?.members[requirement.name] != nil
        }
        if let provider { nodes[provider.node].provides.append(requirement.name) }
        needs.append(
          Need(
            name: requirement.name, type: requirement.type,
            provider: provider.map { DependencyGraph.ribName(ofComponent: $0.component) }))
      }
      let closesCycle =
        next.component.map { component in next.path.contains { $0.component == component } }
        ?? false
      nodes.append(
        Node(
          rib: next.rib, component: next.component, parent: next.path.last?.node,
          depth: next.path.count, needs: needs, provides: [], closesCycle: closesCycle))
      guard let component = next.component, !closesCycle else { continue }
      let path = next.path + [(component, index)]
      var children: [Pending] = []
      for handover in handoversByParent[component] ?? [] {
        let components = graph.components(dependingOn: handover.child)
        if components.isEmpty {
          let rib = DependencyGraph.ribName(ofProtocol: handover.child)
          children.append(
            Pending(rib: rib, protocolName: handover.child, component: nil, path: path))
        }
        for child in components {
          children.append(
            Pending(
              rib: child.ribName, protocolName: handover.child, component: child.name, path: path))
        }
      }
      pending += children.reversed()
    }
    for index in nodes.indices {
      nodes[index].provides = Array(Set(nodes[index].provides)).sorted()
    }
  }

  /// A RIB still to add, with the components above it, nearest last, and their nodes.
  private struct Pending {
    var rib: String
    var protocolName: String?
    var component: String?
    var path: [(component: String, node: Int)]
  }

  // MARK: JSON

  /// The tree as compact JSON, with sorted keys: the same tree gives the same text, which
  /// ``init(json:)`` reads back.
  ///
  /// Written by hand, in one pass: `JSONEncoder` took a tenth of the plugin's run over an app of
  /// 10,000 RIBs (Benchmarks/Dependencies.md).
  package var json: String {
    var text: [UInt8] = []
    text.reserveCapacity(nodes.count * 160)
    text += #"{"isCut":"#.utf8
    text += (isCut ? "true" : "false").utf8
    text += #","nodes":["#.utf8
    for (index, node) in nodes.enumerated() {
      if index > 0 { text.append(UInt8(ascii: ",")) }
      text += #"{"closesCycle":"#.utf8
      text += (node.closesCycle ? "true" : "false").utf8
      if let component = node.component { Self.append(key: "component", component, to: &text) }
      text += #","depth":"#.utf8
      text += String(node.depth).utf8
      text += #","needs":["#.utf8
      for (position, need) in node.needs.enumerated() {
        text += position > 0 ? #",{"name":"#.utf8 : #"{"name":"#.utf8
        Self.append(string: need.name, to: &text)
        if let provider = need.provider { Self.append(key: "provider", provider, to: &text) }
        Self.append(key: "type", need.type, to: &text)
        text.append(UInt8(ascii: "}"))
      }
      text.append(UInt8(ascii: "]"))
      if let parent = node.parent {
        text += #","parent":"#.utf8
        text += String(parent).utf8
      }
      text += #","provides":["#.utf8
      for (position, name) in node.provides.enumerated() {
        if position > 0 { text.append(UInt8(ascii: ",")) }
        Self.append(string: name, to: &text)
      }
      text.append(UInt8(ascii: "]"))
      Self.append(key: "rib", node.rib, to: &text)
      text.append(UInt8(ascii: "}"))
    }
    text += "]}".utf8
    return String(decoding: text, as: UTF8.self)
  }

  /// `,"key":"value"`.
  private static func append(key: String, _ value: String, to text: inout [UInt8]) {
    text += #",""#.utf8
    text += key.utf8
    text += #"":"#.utf8
    append(string: value, to: &text)
  }

  /// `value` as a JSON string: quoted, with quotes, backslashes and control characters escaped.
  private static func append(string value: String, to text: inout [UInt8]) {
    text.append(UInt8(ascii: "\""))
    for byte in value.utf8 {
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"):
        text.append(UInt8(ascii: "\\"))
        text.append(byte)
      case 0..<0x20:
        let hex = Array("0123456789abcdef".utf8)
        text += #"\u00"#.utf8
        text.append(hex[Int(byte >> 4)])
        text.append(hex[Int(byte & 0xF)])
      default:
        text.append(byte)
      }
    }
    text.append(UInt8(ascii: "\""))
  }

  /// The tree `json` holds, as ``json`` writes it; `nil` for other text.
  ///
  /// - Parameter json: A tree's JSON.
  package init?(json: String) {
    guard let tree = try? JSONDecoder().decode(DependencyTree.self, from: Data(json.utf8)),
      tree.nodes.indices.allSatisfy({ index in
        tree.nodes[index].parent.map { $0 >= 0 && $0 < index } ?? true
      })
    else { return nil }
    self = tree
  }
}
