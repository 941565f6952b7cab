import RIBTreeRendering
import RIBsDependencyGraph

/// The component tree the RIBsDependencies plugin writes (`RIBsDependencyTree.json`), read to tell
/// the page, for each RIB of the live tree, what it needs and from whom, and what its component
/// provides to the RIBs below.
///
/// A RIB of the live tree is matched by its name, and, where the component tree has that name in
/// several places (a RIB built from two parents), by the names of its nearest ancestors: the place
/// whose ancestors' names end most like the RIB's wins.
struct InspectedDependencies: Sendable {
  /// How many ancestors' names are compared, at most: enough to tell two parents apart, and a
  /// bounded cost per RIB in a tree of any depth.
  static let comparedAncestors = 8

  private let tree: DependencyTree
  /// The places of each RIB in the component tree, by name.
  private let places: [String: [Int]]
  /// What the page shows of each place, made once rather than at every capture.
  private let details: [InspectedTree.Dependencies]

  /// The tree `json` holds; `nil` for text the plugin did not write.
  ///
  /// - Parameter json: `RIBsDependencyTree.json`.
  init?(json: String) {
    guard let tree = DependencyTree(json: json) else { return nil }
    self.tree = tree
    places = Dictionary(grouping: tree.nodes.indices) { tree.nodes[$0].rib }
    details = tree.nodes.map { node in
      InspectedTree.Dependencies(
        needs: node.needs.map { need in
          UntrustedText.sanitized(
            need.signature
              + (need.provider.map { ", from " + $0 } ?? ", which no ancestor provides"))
        },
        provides: node.provides.map(UntrustedText.sanitized))
    }
  }

  /// What the RIB named `name`, under ancestors named `ancestors`, needs and provides, in words the
  /// page shows; `nil` for a RIB the component tree does not have.
  ///
  /// - Parameters:
  ///   - name: The RIB's name.
  ///   - ancestors: Its ancestors' names, nearest first, at most ``comparedAncestors``; asked
  ///     only when the component tree has the name in several places.
  /// - Returns: Each need with who provides it, and what the RIB provides.
  func dependencies(ofRIB name: String, ancestors: () -> [String])
    -> InspectedTree.Dependencies?
  {
    guard let candidates = places[name] else { return nil }
    guard candidates.count > 1 else { return details[candidates[0]] }
    let ancestors = ancestors()
    var best = candidates[0]
    var bestScore = -1
    for candidate in candidates {
      var score = 0
      var parent = tree.nodes[candidate].parent
      while let index = parent, score < ancestors.count, tree.nodes[index].rib == ancestors[score] {
        score += 1
        parent = tree.nodes[index].parent
      }
      if score > bestScore {
        best = candidate
        bestScore = score
      }
    }
    return details[best]
  }
}
