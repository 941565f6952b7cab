import RIBs
import RIBsDependencyGraph

/// Renders an app's ``DependencyTree``, the graph `ribs graph` prints: each RIB under the RIBs
/// whose components are handed to it, with each of its needs and the ancestor that provides it, as
/// indented text, Graphviz DOT or Mermaid.
///
/// Names come from source files, so they are sanitized as `ribs tree` sanitizes names read from a
/// snapshot.
package enum DependencyGraphRenderer {
  /// Renders `tree` in `format` (``RIBTreeRenderer/Format/text``, `dot` or `mermaid`; the others
  /// give the text).
  ///
  /// - Parameters:
  ///   - tree: The component tree.
  ///   - format: The format.
  /// - Returns: The rendering, ending with a line break.
  package static func render(_ tree: DependencyTree, as format: RIBTreeRenderer.Format) -> String {
    switch format {
    case .dot: dot(tree)
    case .mermaid: mermaid(tree)
    case .text, .json, .html: text(tree)
    }
  }

  /// The tree as indented text, two spaces a level up to the depth `ribs tree` indents.
  ///
  ///
  /// ```text
  /// LoggedIn (LoggedInComponent)
  ///   needs loggedInViewController: any LoggedInViewControllable, from Root
  ///   OffGame (OffGameComponent)
  ///     needs scoreStream: any ScoreStream, from LoggedIn
  /// ```
  static func text(_ tree: DependencyTree) -> String {
    var text = ""
    for node in tree.nodes {
      let indentation = String(
        repeating: "  ", count: min(node.depth, RIBTreeSnapshot.maximumIndentedDepth))
      text += indentation
      if node.depth > RIBTreeSnapshot.maximumIndentedDepth { text += "[depth \(node.depth)] " }
      text += UntrustedText.sanitized(title(node)) + "\n"
      for need in node.needs {
        text += indentation + "  needs " + UntrustedText.sanitized(need.signature)
        text +=
          need.provider.map { ", from " + UntrustedText.sanitized($0) }
          ?? ", which no ancestor provides"
        text += "\n"
      }
    }
    if tree.isCut { text += "… cut at \(DependencyTree.largestTree) RIBs\n" }
    return text
  }

  static func dot(_ tree: DependencyTree) -> String {
    var lines = [
      "digraph Dependencies {",
      "  node [shape=box, style=\"rounded,filled\", fillcolor=\"#e3f2fd\", fontname=\"Helvetica\"];",
    ]
    for (index, node) in tree.nodes.enumerated() {
      let label = ([title(node)] + needs(node)).map(RIBTreeRenderer.escapeDOT).joined(
        separator: "\\l")
      let missing = node.needs.contains { $0.provider == nil }
      lines.append(
        "  n\(index) [label=\"\(label)\\l\"\(missing ? ", fillcolor=\"#ffcdd2\"" : "")];")
    }
    for (index, node) in tree.nodes.enumerated() {
      if let parent = node.parent { lines.append("  n\(parent) -> n\(index);") }
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  static func mermaid(_ tree: DependencyTree) -> String {
    var lines = ["flowchart TD"]
    for (index, node) in tree.nodes.enumerated() {
      let label = ([title(node)] + needs(node)).map(RIBTreeRenderer.escapeMermaid).joined(
        separator: "<br/>")
      lines.append("  n\(index)[\"\(label)\"]")
      if node.needs.contains(where: { $0.provider == nil }) {
        lines.append("  class n\(index) unprovided")
      }
    }
    for (index, node) in tree.nodes.enumerated() {
      if let parent = node.parent { lines.append("  n\(parent) --> n\(index)") }
    }
    lines.append("  classDef unprovided fill:#ffcdd2,stroke:#c62828")
    return lines.joined(separator: "\n") + "\n"
  }

  /// `OffGame (OffGameComponent)`, `BasicScoreBoard`, or `LoggedIn (LoggedInComponent), its own
  /// ancestor`.
  private static func title(_ node: DependencyTree.Node) -> String {
    var title = node.rib
    if let component = node.component { title += " (\(component))" }
    if node.closesCycle { title += ", its own ancestor" }
    return title
  }

  /// `scoreStream: any ScoreStream ← LoggedIn`, for each need.
  private static func needs(_ node: DependencyTree.Node) -> [String] {
    node.needs.map { need in
      need.signature + " ← " + (need.provider ?? "no ancestor")
    }
  }
}
