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

/// Captures trees, remembering the names of the types it has met.
@MainActor
final class TreeCapture {
  private var typeNames: [ObjectIdentifier: String] = [:]
  private var revision = 0

  /// The tree under `root` now; an empty tree if `root` is gone.
  func capture(_ root: (any Routing)?) -> InspectedTree {
    revision += 1
    guard let root else { return InspectedTree(revision: revision, nodes: []) }
    var nodes: [InspectedTree.Node] = []
    var pending: [(router: any Routing, parent: Int, depth: Int)] = [(root, -1, 0)]
    while let (router, parent, depth) = pending.popLast() {
      let index = nodes.count
      nodes.append(
        InspectedTree.Node(
          id: String(router.ribIdentity.id), name: router.ribName, parent: parent, depth: depth,
          isActive: router.interactable.isActive, router: typeName(of: router),
          interactor: typeName(of: router.interactable),
          view: (router as? any ViewableRouting).map { typeName(of: $0.viewControllable) }))
      for child in router.children.reversed() {
        pending.append((child, index, depth + 1))
      }
    }
    return InspectedTree(revision: revision, nodes: nodes)
  }

  private func typeName(of value: Any) -> String {
    let type = Swift.type(of: value)
    if let name = typeNames[ObjectIdentifier(type)] { return name }
    let name = String(reflecting: type)
    typeNames[ObjectIdentifier(type)] = name
    return name
  }
}
