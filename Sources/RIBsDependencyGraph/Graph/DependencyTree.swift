/// The component tree of a ``DependencyGraph``, as people read it: from each root component down
/// through the RIBs it is handed to, each RIB with its needs and the ancestor whose component
/// provides each.
///
/// A RIB built from two parents appears under each, with the providers of that path. The nodes are
/// in pre-order, each with its parent's position, made without recursion at any depth.
package struct DependencyTree: Sendable {
  /// A RIB in the tree.
  package struct Node: Sendable {
    /// The RIB's name: `OffGame`.
    package var rib: String
    /// Its component, if it has one: `OffGameComponent`.
    package var component: String?
    /// Its parent's position in ``DependencyTree/nodes``; `nil` for a root.
    package var parent: Int?
    /// Its depth, from 0 for a root.
    package var depth: Int
    /// What it needs, each with the RIB whose component provides it on this path (`nil` when
    /// none does).
    package var needs: [(requirement: Requirement, provider: String?)]
    /// Whether it is its own ancestor on this path: its children are not repeated.
    package var closesCycle: Bool
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
    // Pending RIBs, last first: the component, its parent's node and the components above it.
    var pending:
      [(rib: String, protocolName: String?, component: String?, parent: Int?, path: [String])] =
        roots.reversed().map { ($0.ribName, $0.dependency, $0.name, nil, []) }
    while let next = pending.popLast() {
      guard nodes.count < Self.largestTree else {
        isCut = true
        break
      }
      let needs = next.protocolName.map { graph.protocols[$0]?.requirements ?? [] } ?? []
      let closesCycle = next.component.map(next.path.contains) ?? false
      nodes.append(
        Node(
          rib: next.rib, component: next.component, parent: next.parent, depth: next.path.count,
          needs: needs.map { ($0, Self.provider(of: $0.name, along: next.path, in: graph)) },
          closesCycle: closesCycle))
      guard let component = next.component, !closesCycle else { continue }
      let index = nodes.count - 1
      var children: [(String, String?, String?, Int?, [String])] = []
      for handover in handoversByParent[component] ?? [] {
        let rib = DependencyGraph.ribName(ofProtocol: handover.child)
        let components = graph.components(dependingOn: handover.child)
        if components.isEmpty {
          children.append((rib, handover.child, nil, index, next.path + [component]))
        }
        for child in components {
          children.append(
            (child.ribName, handover.child, child.name, index, next.path + [component]))
        }
      }
      pending += children.reversed()
    }
  }

  /// The RIB whose component, nearest first on `path`, has a member named `name`.
  private static func provider(of name: String, along path: [String], in graph: DependencyGraph)
    -> String?
  {
    for component in path.reversed() where graph.components[component]?.members[name] != nil {
      return DependencyGraph.ribName(ofComponent: component)
    }
    return nil
  }
}
