import Foundation
import RIBs

/// Renders a `RIBTreeSnapshot`: as an indented text tree, JSON, Graphviz DOT, Mermaid, or a
/// self-contained HTML page that draws the tree.
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
    /// A self-contained HTML page with the tree drawn in SVG; no external assets.
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

  static func html(_ snapshot: RIBTreeSnapshot) -> String {
    let nodes = snapshot.nodes
    let layout = TreeLayout(nodes.map { (depth: $0.depth, parent: $0.parent) })
    let width = max(layout.width, 1) * TreeLayout.columnWidth + 40
    let height = (layout.depth + 1) * TreeLayout.rowHeight + 40
    // One string, appended to: a million RIBs make a few hundred megabytes of SVG.
    var svg = ""
    svg.reserveCapacity(nodes.count * 330)
    let halfBox = (width: TreeLayout.boxWidth / 2, height: TreeLayout.boxHeight / 2)
    for (parent, child) in edges(nodes) {
      let from = layout.center(of: parent)
      let to = layout.center(of: child)
      svg += "<line x1=\""
      svg += String(from.x)
      svg += "\" y1=\""
      svg += String(from.y + halfBox.height)
      svg += "\" x2=\""
      svg += String(to.x)
      svg += "\" y2=\""
      svg += String(to.y - halfBox.height)
      svg += "\" class=\"edge\"/>\n"
    }
    for (index, node) in nodes.enumerated() {
      let center = layout.center(of: index)
      svg += node.isActive ? "<g class=\"rib active " : "<g class=\"rib inactive "
      svg += node.hasView ? "view\"><rect x=\"" : "viewless\"><rect x=\""
      svg += String(center.x - halfBox.width)
      svg += "\" y=\""
      svg += String(center.y - halfBox.height)
      svg += "\" width=\"\(TreeLayout.boxWidth)\" height=\"\(TreeLayout.boxHeight)\" rx=\"8\"/>"
      svg += "<text x=\""
      svg += String(center.x)
      svg += "\" y=\""
      svg += String(center.y - 2)
      svg += "\">"
      svg += escapeHTML(node.name)
      svg += "</text><text x=\""
      svg += String(center.x)
      svg += "\" y=\""
      svg += String(center.y + 14)
      svg += "\" class=\"state\">"
      svg += state(node)
      svg += "</text></g>\n"
    }
    if svg.hasSuffix("\n") { svg.removeLast() }
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <title>RIB tree: \(escapeHTML(snapshot.name))</title>
      <style>
      body { font-family: -apple-system, Helvetica, Arial, sans-serif; margin: 24px; color: #212121; }
      .edge { stroke: #9e9e9e; stroke-width: 1.5; }
      .rib rect { stroke-width: 1.5; }
      .rib.active rect { fill: #c8e6c9; stroke: #2e7d32; }
      .rib.inactive rect { fill: #eeeeee; stroke: #757575; }
      .rib.viewless rect { stroke-dasharray: 5 3; }
      .rib text { text-anchor: middle; font-size: 13px; }
      .rib text.state { font-size: 11px; fill: #616161; }
      </style>
      </head>
      <body>
      <h1>RIB tree: \(escapeHTML(snapshot.name))</h1>
      <p>\(snapshot.count) RIBs. Green: active; grey: inactive; dashed: no view.</p>
      <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" viewBox="0 0 \(width) \(height)">
      \(svg)
      </svg>
      </body>
      </html>

      """
  }

  /// A name inside a quoted DOT label: control characters shown escaped, then the backslashes
  /// and quotes that would end or steer the label escaped too.
  private static func escapeDOT(_ text: String) -> String {
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
  private static func escapeMermaid(_ text: String) -> String {
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

  private static func escapeHTML(_ text: String) -> String {
    let special = [UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\"")]
    if !needsEscaping(text, among: special) { return text }
    return UntrustedText.sanitized(text).replacingOccurrences(of: "&", with: "&amp;")
      .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
      .replacingOccurrences(of: "\"", with: "&quot;")
  }
}

/// Positions for the HTML picture.
///
/// Leaves in consecutive columns, parents centered over their children, one row per depth.
/// Indices are in pre-order. Computed from the pre-order list without recursion, so that depth does
/// not matter.
private struct TreeLayout {
  static let columnWidth = 170
  static let rowHeight = 90
  static let boxWidth = 150
  static let boxHeight = 44

  private var columns: [Double]
  private let depths: [Int]
  let width: Int
  let depth: Int

  /// - Parameter nodes: Each RIB's depth and parent position, in pre-order.
  init(_ nodes: [(depth: Int, parent: Int?)]) {
    depths = nodes.map(\.depth)
    depth = depths.max() ?? 0
    var children = Array(repeating: [Int](), count: nodes.count)
    for (index, node) in nodes.enumerated() {
      if let parent = node.parent { children[parent].append(index) }
    }
    // Pre-order meets the leaves from left to right.
    columns = Array(repeating: 0, count: nodes.count)
    var nextLeaf = 0
    for index in nodes.indices where children[index].isEmpty {
      columns[index] = Double(nextLeaf)
      nextLeaf += 1
    }
    width = nextLeaf
    // Reverse pre-order places every child before its parent.
    for index in nodes.indices.reversed() {
      if let first = children[index].first, let last = children[index].last {
        columns[index] = (columns[first] + columns[last]) / 2
      }
    }
  }

  func center(of index: Int) -> (x: Int, y: Int) {
    (
      Int(columns[index] * Double(Self.columnWidth)) + 20 + Self.columnWidth / 2,
      depths[index] * Self.rowHeight + 20 + Self.boxHeight / 2
    )
  }
}
