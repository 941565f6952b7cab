import Foundation

/// The component tree of a ``DependencyGraph``, as people read it: from each root component down
/// through the RIBs it is handed to, each RIB with its needs and the ancestor whose component
/// provides each.
///
/// A RIB built from two parents appears under each, with the providers of that path. The nodes are
/// in pre-order, each with its parent's position, made without recursion at any depth. It encodes
/// to JSON (``json``), which the generated code keeps for the live inspector.
package struct DependencyTree: Sendable, Codable, Equatable {
  /// A RIB in the tree.
  package struct Node: Sendable, Codable, Equatable {
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
  package struct Need: Sendable, Codable, Equatable {
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
    let handedProtocols = Set(graph.handovers.map(\.child))
    let roots = graph.components.values
      .filter { component in component.dependency.map { !handedProtocols.contains($0) } ?? true }
      .sorted { $0.name < $1.name }
    // Pending RIBs, last first, each with the components above it and their nodes.
    var pending: [Pending] =
      roots.reversed().map {
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

  /// The tree as compact JSON, with sorted keys: the same tree gives the same text.
  package var json: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // A tree of strings, numbers and booleans always encodes.
    let data = (try? encoder.encode(self)) ?? Data("{\"isCut\":false,\"nodes\":[]}".utf8)
    return String(decoding: data, as: UTF8.self)
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
