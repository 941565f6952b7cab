import Foundation
import RIBs

/// Renders a `RIBTreeSnapshot`: as an indented text tree, JSON, Graphviz DOT, Mermaid, or the
/// inspector's page in its offline mode.
///
/// A tool's library, not the core's: an app links `RIBs`, which takes, encodes and describes
/// snapshots; a tool that draws them (`ribs tree`, the live inspector) links this one. Every format
/// is written from the snapshot's pre-order nodes without recursion, at any depth.
public enum RIBTreeRenderer {
  /// The formats a snapshot renders to.
  public enum Format: String, Sendable, CaseIterable {
    /// An indented tree, like `tree`.
    case text
    /// The snapshot itself, as pretty-printed JSON that decodes back to a snapshot.
    case json
    /// A Graphviz graph: `dot -Tsvg tree.dot > tree.svg`.
    case dot
    /// A Mermaid flowchart, for Markdown that renders Mermaid.
    case mermaid
    /// The live inspector's page in its offline mode, showing the snapshot: rows to expand and
    /// select, a RIB's details, comparisons with other saved snapshots; no external assets.
    case html
  }

  /// Renders `snapshot` in `format`.
  ///
  /// - Parameters:
  ///   - snapshot: The tree.
  ///   - format: The format.
  /// - Returns: The rendering, ending with a line break.
  public static func render(_ snapshot: RIBTreeSnapshot, as format: Format) -> String {
    switch format {
    case .text: text(snapshot)
    case .json: json(snapshot)
    case .dot: dot(snapshot)
    case .mermaid: mermaid(snapshot)
    case .html: html(snapshot)
    }
  }

  /// The (parent, child) pairs, by position in the snapshot's nodes.
  private static func edges(_ nodes: [RIBTreeSnapshot.Node]) -> [(Int, Int)] {
    nodes.enumerated().compactMap { index, node in node.parent.map { ($0, index) } }
  }

  private static func state(_ node: RIBTreeSnapshot.Node) -> String {
    (node.isActive ? "active" : "inactive") + (node.hasView ? "" : ", no view")
  }

  static func text(_ snapshot: RIBTreeSnapshot) -> String {
    snapshot.indentedText
  }

  static func json(_ snapshot: RIBTreeSnapshot) -> String {
    String(decoding: snapshot.jsonData(), as: UTF8.self)
  }

  static func dot(_ snapshot: RIBTreeSnapshot) -> String {
    var lines = [
      "digraph RIBs {", "  node [shape=box, style=\"rounded,filled\", fontname=\"Helvetica\"];",
    ]
    let nodes = snapshot.nodes
    for (index, node) in nodes.enumerated() {
      let fill = node.isActive ? "#c8e6c9" : "#e0e0e0"
      let border = node.hasView ? "solid" : "dashed"
      lines.append(
        "  n\(index) [label=\"\(escapeDOT(node.name))\\n\(state(node))\", fillcolor=\"\(fill)\", "
          + "style=\"rounded,filled,\(border)\"];")
    }
    for (parent, child) in edges(nodes) {
      lines.append("  n\(parent) -> n\(child);")
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  static func mermaid(_ snapshot: RIBTreeSnapshot) -> String {
    var lines = ["flowchart TD"]
    let nodes = snapshot.nodes
    for (index, node) in nodes.enumerated() {
      let label = "\(escapeMermaid(node.name))<br/>\(state(node))"
      lines.append("  n\(index)[\"\(label)\"]")
      lines.append("  class n\(index) \(node.isActive ? "active" : "inactive")")
    }
    for (parent, child) in edges(nodes) {
      lines.append("  n\(parent) --> n\(child)")
    }
    lines.append("  classDef active fill:#c8e6c9,stroke:#2e7d32")
    lines.append("  classDef inactive fill:#e0e0e0,stroke:#757575")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The inspector's page in its offline mode, with `snapshot` in it: the same page, the same
  /// drawing and the same details as the live inspector's, with nothing fetched from elsewhere.
  static func html(_ snapshot: RIBTreeSnapshot) -> String {
    InspectorPage.offline(showing: snapshot, title: "RIB tree: " + snapshot.name)
  }

  /// A name inside a quoted DOT label: control characters shown escaped, then the backslashes
  /// and quotes that would end or steer the label escaped too.
  static func escapeDOT(_ text: String) -> String {
    if !needsEscaping(text, among: [UInt8(ascii: "\\"), UInt8(ascii: "\"")]) { return text }
    return UntrustedText.sanitized(text).replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "\"", with: "\\\"")
  }

  /// Whether `text` has one of `special`, or anything but printable ASCII: most names have not,
  /// and are written as they are.
  private static func needsEscaping(_ text: String, among special: [UInt8]) -> Bool {
    text.utf8.contains { !(0x20...0x7E).contains($0) || special.contains($0) }
  }

  /// A name inside a quoted Mermaid label, written with Mermaid's entity codes, so that it can
  /// neither end the label nor add markup.
  static func escapeMermaid(_ text: String) -> String {
    var escaped = ""
    for character in UntrustedText.sanitized(text) {
      switch character {
      case "\"": escaped += "#quot;"
      case "<": escaped += "#lt;"
      case ">": escaped += "#gt;"
      case "#": escaped += "#35;"
      case "`": escaped += "#96;"
      default: escaped.append(character)
      }
    }
    return escaped
  }
}
