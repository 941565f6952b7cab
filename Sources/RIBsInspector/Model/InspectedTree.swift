import RIBTreeRendering
import RIBs
import RIBsNavigation

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
    /// What the RIB says it is doing (``RIBInspectable``), if it says; `nil` for a RIB that does
    /// not, and, in the past, for one whose values the history no longer knows.
    var values: [InspectedValue]?
    /// Where its parent's navigation shows it, with its route (`screen 2 of 2 of a stack, route
    /// cardOnFile`), if the router that shows it hosts a navigation model; `nil`
    /// otherwise, and in the past.
    var place: String?
    /// What it needs and provides, from the component tree the inspector was given; `nil` without
    /// one, for a RIB the tree does not have, and in the past.
    var dependencies: Dependencies?
  }

  /// What a RIB needs, each with who provides it, and what its component provides to the RIBs
  /// below it, in words.
  struct Dependencies: Sendable, Encodable, Equatable {
    /// `scoreStream: any ScoreStream, from LoggedIn`, for each need.
    var needs: [String]
    /// The names of what it provides: `player1Name`.
    var provides: [String]
  }

  /// Counts the captures, so that the page can tell a newer tree from an older one.
  var revision: Int
  /// The RIBs in pre-order; empty when the root has been released.
  var nodes: [Node]
}

/// A value a RIB shows about itself, made safe to send: at most ``maximumCharacters`` characters
/// of label and of value, control characters shown escaped.
struct InspectedValue: Sendable, Encodable, Equatable {
  /// The most values of one RIB the page is sent.
  static let maximumCount = 16
  /// The most characters of a label or a value the page is sent; longer ones end with "…".
  static let maximumCharacters = 200

  var label: String
  var value: String

  init(_ value: RIBLabelledValue) {
    label = Self.safe(value.label)
    self.value = Self.safe(value.value)
  }

  /// `place` in words, made safe: a route describes itself with the app's data.
  static func place(_ place: RIBPlace) -> String { safe(place.description) }

  /// The values of a RIB that says what it is doing, made safe; `nil` for one that does not.
  @MainActor
  static func values(of router: any Routing) -> [InspectedValue]? {
    let source =
      (router.interactable as? any RIBInspectable) ?? (router as? any RIBInspectable)
    return source.map { $0.labelledValues.prefix(maximumCount).map(InspectedValue.init) }
  }

  private static func safe(_ text: String) -> String {
    let cut = text.count > maximumCharacters ? text.prefix(maximumCharacters - 1) + "…" : text
    return UntrustedText.sanitized(String(cut))
  }
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
  ///   - values: What each RIB, by identity, said it was doing then, if the history knows.
  ///   - places: Where each RIB, by identity, was shown then, if the history knows.
  init(
    _ snapshot: RIBTreeSnapshot, revision: Int, types: [String: Types],
    values: [UInt: [InspectedValue]], places: [UInt: String]
  ) {
    self.revision = revision
    nodes = snapshot.nodes.map { node in
      let known = types[node.name]
      return Node(
        id: node.id.map { String($0) } ?? "", name: node.name, parent: node.parent ?? -1,
        depth: node.depth, isActive: node.isActive, router: known?.router ?? "",
        interactor: known?.interactor ?? "",
        view: node.hasView ? (known?.view ?? "") : nil, values: node.id.flatMap { values[$0] },
        place: node.id.flatMap { places[$0] }, dependencies: nil)
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
  /// What the RIBs that say what they are doing said at the last capture, by identity.
  private var capturedValues: [UInt: [InspectedValue]] = [:]
  /// Where the RIBs shown by a navigation model were at the last capture, by identity.
  private var capturedPlaces: [UInt: String] = [:]
  /// The component tree, if the inspector was given one.
  private let dependencies: InspectedDependencies?

  /// A capture of trees, with what each RIB needs and provides when `dependencies` says.
  ///
  /// - Parameter dependencies: The component tree the RIBsDependencies plugin wrote, if any.
  init(dependencies: InspectedDependencies? = nil) {
    self.dependencies = dependencies
  }

  /// The tree under `root` now; an empty tree if `root` is gone.
  func capture(_ root: (any Routing)?) -> InspectedTree {
    revision += 1
    var nodes: [InspectedTree.Node] = []
    capturedValues = [:]
    capturedPlaces = [:]
    var places = PlaceFinder()
    root?.visitInPreOrder { router, depth, parent in
      let names = routerNames(of: router)
      let values = InspectedValue.values(of: router)
      if let values { capturedValues[router.ribID] = values }
      let place = places.place(of: router)
      if let place { capturedPlaces[router.ribID] = place }
      nodes.append(
        InspectedTree.Node(
          id: String(router.ribID), name: names.rib,
          parent: parent ?? -1, depth: depth,
          isActive: router.interactable.isActive, router: names.type,
          interactor: typeName(of: router.interactable),
          view: (router as? any ViewableRouting).map { typeName(of: $0.viewControllable) },
          values: values,
          place: place,
          dependencies: dependencies.flatMap { dependencies in
            dependencies.dependencies(
              ofRIB: names.rib, ancestors: { self.ancestorNames(of: parent, in: nodes) })
          }))
    }
    return InspectedTree(revision: revision, nodes: nodes)
  }

  /// Whether a RIB under `root` says something else, or is shown elsewhere, than at the last
  /// capture: values change without tree events, and so does a tab's selection.
  func changedWithoutEvents(under root: (any Routing)?) -> Bool {
    var changed = false
    var valueCount = 0
    var placeCount = 0
    var places = PlaceFinder()
    root?.visitInPreOrder { router, _, _ in
      guard !changed else { return }
      if let values = InspectedValue.values(of: router) {
        valueCount += 1
        changed = capturedValues[router.ribID] != values
      }
      if let place = places.place(of: router) {
        placeCount += 1
        changed = changed || capturedPlaces[router.ribID] != place
      }
    }
    return changed || valueCount != capturedValues.count || placeCount != capturedPlaces.count
  }

  /// The names of the node at `parent` and of its ancestors, nearest first, at most
  /// ``InspectedDependencies/comparedAncestors``.
  private func ancestorNames(of parent: Int?, in nodes: [InspectedTree.Node]) -> [String] {
    var names: [String] = []
    var current = parent
    while let index = current, names.count < InspectedDependencies.comparedAncestors {
      names.append(nodes[index].name)
      current = nodes[index].parent >= 0 ? nodes[index].parent : nil
    }
    return names
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

/// Where each RIB of a tree visited in pre-order is shown, told by the router that shows it,
/// which is visited first.
@MainActor
private struct PlaceFinder {
  private var places: [ObjectIdentifier: RIBPlace] = [:]

  /// Where `router` is shown, in words; `nil` if no model of an ancestor shows it.
  mutating func place(of router: any Routing) -> String? {
    places.merge(router.navigationPlaces) { first, _ in first }
    return places.removeValue(forKey: ObjectIdentifier(router)).map(InspectedValue.place)
  }
}
