import Foundation
import GoldenFileSupport
import RIBTreeRendering
import RIBs
import Testing

/// Not on the main actor: rendering is not isolated, and the deep renderings take a while.
@Suite struct RIBTreeRendererTests {
  /// Root -> (LoggedIn, view-less -> (OffGame -> (ScoreBoard)), Settings, inactive).
  static let sample = RIBTreeSnapshot(
    name: "Root", isActive: true, hasView: true,
    children: [
      RIBTreeSnapshot(
        name: "LoggedIn", isActive: true, hasView: false,
        children: [
          RIBTreeSnapshot(
            name: "OffGame", isActive: true, hasView: true,
            children: [RIBTreeSnapshot(name: "ScoreBoard", isActive: true, hasView: true)])
        ]),
      RIBTreeSnapshot(name: "Settings", isActive: false, hasView: true),
    ])

  @Test(arguments: [RIBTreeRenderer.Format.text, .json, .dot, .mermaid])
  func rendersMatchTheirGoldenFiles(format: RIBTreeRenderer.Format) throws {
    let rendering = RIBTreeRenderer.render(Self.sample, as: format)
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Renderings/sample.\(format.rawValue)")
    try GoldenFile.expect(rendering, matches: url)
  }

  @Test func textShowsStatesAndViews() {
    #expect(
      RIBTreeRenderer.render(Self.sample, as: .text) == """
        Root (active)
          LoggedIn (active, no view)
            OffGame (active)
              ScoreBoard (active)
          Settings (inactive)

        """)
  }

  @Test func jsonDecodesBackToTheSnapshot() throws {
    let json = RIBTreeRenderer.render(Self.sample, as: .json)
    #expect(try RIBTreeSnapshot(jsonData: Data(json.utf8)) == Self.sample)
    #expect(try JSONDecoder().decode(RIBTreeSnapshot.self, from: Data(json.utf8)) == Self.sample)
  }

  /// The snapshot a page `render(_:as: .html)` made carries, read back as the page reads it.
  static func embeddedSnapshot(in html: String) throws -> RIBTreeSnapshot {
    let start = try #require(html.range(of: #"id="snapshot-data""#))
    let open = try #require(html[start.upperBound...].firstIndex(of: ">"))
    let close = try #require(html[open...].range(of: "</script>"))
    let json = html[html.index(after: open)..<close.lowerBound]
      .replacingOccurrences(of: "\\u003c", with: "<")
    return try RIBTreeSnapshot(jsonData: Data(json.utf8))
  }

  @Test func htmlIsTheInspectorsPageOfflineWithTheSnapshotInIt() throws {
    let html = RIBTreeRenderer.render(Self.sample, as: .html)

    #expect(html.hasPrefix("<!doctype html>"))
    #expect(try Self.embeddedSnapshot(in: html) == Self.sample)
    #expect(
      html.contains(#"<meta http-equiv="Content-Security-Policy" content="default-src 'none';"#))
    #expect(html.contains(#"<script type="application/json" id="snapshot-data""#))
    #expect(html.contains("function readSnapshot("), "the inspector's own script")
    for external in ["<link", " src=", "url(", "@import", "http://", "https://"] {
      #expect(!html.contains(external), "external asset: \(external)")
    }
  }

  @Test func htmlKeepsNamesInsideTheSnapshotAndTheTitle() throws {
    let name = "A</script><script>alert(1)</script>&\"C\""
    let snapshot = RIBTreeSnapshot(name: name, isActive: true, hasView: true)
    let html = RIBTreeRenderer.render(snapshot, as: .html)

    #expect(!html.contains("</script><script>alert"))
    #expect(html.contains(#"data-title="RIB tree: A&lt;/script&gt;&lt;script&gt;alert(1)"#))
    #expect(try Self.embeddedSnapshot(in: html).name == name)
  }

  /// A snapshot is a file anyone can write: its names must not steer a terminal or break out of a
  /// DOT or Mermaid label.
  static let hostileName = "Evil\u{1B}]2;PWNED\u{7}\u{1B}[41m\u{0}\u{202E}\"] --> x[\"<b>#1`"

  @Test func textShowsControlCharactersOfNamesEscaped() {
    let snapshot = RIBTreeSnapshot(name: Self.hostileName, isActive: true, hasView: true)
    let text = RIBTreeRenderer.render(snapshot, as: .text)

    #expect(text.contains("Evil\\u{1B}]2;PWNED\\u{7}\\u{1B}[41m\\u{0}\\u{202E}"))
    #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    #expect(!text.unicodeScalars.contains { $0.value == 0x202E })
  }

  @Test func dotAndMermaidKeepAHostileNameInsideItsLabel() {
    let snapshot = RIBTreeSnapshot(name: Self.hostileName, isActive: true, hasView: true)
    let dot = RIBTreeRenderer.render(snapshot, as: .dot)
    let mermaid = RIBTreeRenderer.render(snapshot, as: .mermaid)

    for rendering in [dot, mermaid] {
      #expect(!rendering.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
      #expect(!rendering.unicodeScalars.contains { $0.value == 0x202E })
    }
    // DOT: every quote of the name is escaped, so the label ends where the renderer ends it.
    let label = dot.split(separator: "\n").first { $0.contains("label=") } ?? ""
    #expect(label.contains(#"\"] --> x[\"<b>#1`\n"#))
    // Mermaid: no quote, angle bracket, hash or backtick of the name survives as itself.
    let node = mermaid.split(separator: "\n").first { $0.hasPrefix("  n0[") } ?? ""
    #expect(
      node
        == #"  n0["Evil\u{1B}]2;PWNED\u{7}\u{1B}[41m\u{0}\u{202E}#quot;] --#gt; x[#quot;#lt;b#gt;#35;1#96;<br/>active"]"#
    )
  }

  /// A chain of RIBs, `depth` deep, made from parts.
  static func chain(depth: Int) -> RIBTreeSnapshot {
    var nodes: [RIBTreeSnapshot.Node] = []
    nodes.reserveCapacity(depth)
    for level in 0..<depth {
      nodes.append(
        RIBTreeSnapshot.Node(
          name: "R\(level)", isActive: true, hasView: level % 2 == 0, id: nil, depth: level,
          parent: level == 0 ? nil : level - 1, subtreeSize: 1))
    }
    return RIBTreeSnapshot(preOrderNodes: nodes)
  }

  @Test func everyFormatRendersAChainOf100000RIBsLinearly() throws {
    let deep = Self.chain(depth: 100_000)

    let text = RIBTreeRenderer.render(deep, as: .text)
    #expect(text.hasSuffix("[depth 99999] R99999 (active, no view)\n"))
    #expect(text.utf8.count < 100_000 * 100)
    let json = RIBTreeRenderer.render(deep, as: .json)
    #expect(json.utf8.count < 100_000 * 400)
    #expect(RIBTreeRenderer.render(deep, as: .dot).contains("n99998 -> n99999;"))
    #expect(RIBTreeRenderer.render(deep, as: .mermaid).contains("n99998 --> n99999"))
    #expect(try Self.embeddedSnapshot(in: RIBTreeRenderer.render(deep, as: .html)) == deep)
  }
}
