import RIBs

/// A RIB tree as the inspector's page shows it: every RIB in pre-order, with its parent's index,
/// and the types of its router, interactor and view.
///
/// Flat, so that a tree of any depth is captured, encoded and drawn without recursion.
struct InspectedTree: Sendable, Encodable {
  /// One RIB.
  struct Node: Sendable, Encodable {
    /// The RIB's identity number (``RIBIdentity/id``), in decimal: JavaScript's numbers would round
    /// it.
    var id: String
    /// The RIB's name (`LoggedIn`).
    var name: String
    /// The index of the parent in ``InspectedTree/nodes``; -1 for the root.
    var parent: Int
    var depth: Int
    var isActive: Bool
    /// The router's type, module-qualified.
    var router: String
    /// The interactor's type, module-qualified.
    var interactor: String
    /// The view controller's type, module-qualified, or `nil` for a view-less RIB.
    var view: String?
  }

  /// Counts the captures, so that the page can tell a newer tree from an older one.
  var revision: Int
  /// The RIBs in pre-order; empty when the root has been released.
  var nodes: [Node]
}

extension InspectedTree {
  /// The types of a RIB's router, interactor and view, as the page shows them.
  struct Types: Sendable {
    var router: String
    var interactor: String
    var view: String?
  }

  /// The tree as a snapshot: what `RIBTreeSnapshot.applying(_:)` computes the past from.
  var snapshot: RIBTreeSnapshot {
    RIBTreeSnapshot(
      preOrderNodes: nodes.map { node in
        RIBTreeSnapshot.Node(
          name: node.name, isActive: node.isActive, hasView: node.view != nil, id: UInt(node.id),
          depth: node.depth, parent: node.parent >= 0 ? node.parent : nil, subtreeSize: 1)
      })
  }

  /// The tree `snapshot` shows, with the types of each RIB named as `types` names them.
  ///
  /// - Parameters:
  ///   - snapshot: A tree of the past.
  ///   - revision: The revision the page is told.
  ///   - types: The types of the RIBs with each name, as the latest trees showed them; a RIB
  ///     whose name is not there has types the page says it does not know (empty names).
  init(_ snapshot: RIBTreeSnapshot, revision: Int, types: [String: Types]) {
    self.revision = revision
    nodes = snapshot.nodes.map { node in
      let known = types[node.name]
      return Node(
        id: node.id.map { String($0) } ?? "", name: node.name, parent: node.parent ?? -1,
        depth: node.depth, isActive: node.isActive, router: known?.router ?? "",
        interactor: known?.interactor ?? "",
        view: node.hasView ? (known?.view ?? "") : nil)
    }
  }
}

/// Captures trees, remembering the names it has derived from each type.
@MainActor
final class TreeCapture {
  /// A router type's RIB name and qualified name.
  private var routerNames: [ObjectIdentifier: (rib: String, type: String)] = [:]
  private var typeNames: [ObjectIdentifier: String] = [:]
  private var revision = 0

  /// The tree under `root` now; an empty tree if `root` is gone.
  func capture(_ root: (any Routing)?) -> InspectedTree {
    revision += 1
    var nodes: [InspectedTree.Node] = []
    root?.visitInPreOrder { router, depth, parent in
      let names = routerNames(of: router)
      nodes.append(
        InspectedTree.Node(
          id: String(router.ribID), name: names.rib,
          parent: parent ?? -1, depth: depth,
          isActive: router.interactable.isActive, router: names.type,
          interactor: typeName(of: router.interactable),
          view: (router as? any ViewableRouting).map { typeName(of: $0.viewControllable) }))
    }
    return InspectedTree(revision: revision, nodes: nodes)
  }

  private func routerNames(of router: any Routing) -> (rib: String, type: String) {
    let key = ObjectIdentifier(type(of: router))
    if let names = routerNames[key] { return names }
    let names = (router.ribName, String(reflecting: type(of: router)))
    routerNames[key] = names
    return names
  }

  private func typeName(of value: Any) -> String {
    let type = Swift.type(of: value)
    if let name = typeNames[ObjectIdentifier(type)] { return name }
    let name = String(reflecting: type)
    typeNames[ObjectIdentifier(type)] = name
    return name
  }
}
