import Foundation
import RIBs
import Testing

@MainActor
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
    if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"
      || !FileManager.default.fileExists(atPath: url.path)
    {
      try rendering.write(to: url, atomically: true, encoding: .utf8)
    }
    #expect(rendering == (try String(contentsOf: url, encoding: .utf8)))
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
    let decoded = try JSONDecoder().decode(RIBTreeSnapshot.self, from: Data(json.utf8))
    #expect(decoded == Self.sample)
  }

  @Test func htmlIsSelfContainedAndDrawsEveryRIB() {
    let html = RIBTreeRenderer.render(Self.sample, as: .html)

    #expect(html.hasPrefix("<!DOCTYPE html>"))
    #expect(html.components(separatedBy: "<g class=\"rib ").count - 1 == Self.sample.count)
    #expect(html.components(separatedBy: "class=\"edge\"").count - 1 == Self.sample.count - 1)
    #expect(html.contains("<g class=\"rib inactive view\">"))
    #expect(html.contains("<g class=\"rib active viewless\">"))
    for external in ["<script", "<link", "src=", "url(", "@import"] {
      #expect(!html.contains(external), "external asset: \(external)")
    }
  }

  @Test func htmlEscapesNames() {
    let snapshot = RIBTreeSnapshot(name: "A<B>&\"C\"", isActive: true, hasView: true)
    let html = RIBTreeRenderer.render(snapshot, as: .html)
    #expect(html.contains("A&lt;B&gt;&amp;&quot;C&quot;"))
    #expect(!html.contains("A<B>"))
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

  @Test func snapshotOfALiveTree() {
    let root = SampleRootRouter(interactor: TestInteractor())
    root.interactor.activate()
    let viewable = ViewableRouter(
      interactor: TestInteractor(), viewController: TestViewController())
    root.attachChild(viewable)
    viewable.attachChild(TestRouter(name: "leaf"))
    viewable.interactor.deactivate()

    let snapshot = RIBTreeSnapshot(of: root)

    #expect(
      snapshot
        == RIBTreeSnapshot(
          name: "SampleRoot", isActive: true, hasView: false,
          children: [
            RIBTreeSnapshot(
              name: "Viewable", isActive: false, hasView: true,
              children: [RIBTreeSnapshot(name: "Test", isActive: false, hasView: false)])
          ]))
  }

  @Test func snapshotOfADeepChainDoesNotRecurse() {
    let top = TestRouter(name: "0")
    var bottom = top
    LeakDetector.withInstance(LeakDetector(isEnabled: false)) {
      for index in 1..<20_000 {
        let next = TestRouter(name: "\(index)")
        bottom.attachChild(next)
        bottom = next
      }
      var snapshot = RIBTreeSnapshot(of: top)
      var depth = 1
      while let child = snapshot.children.first {
        snapshot = child
        depth += 1
      }
      #expect(depth == 20_000)
      let deep = RIBTreeSnapshot(of: top)
      #expect(deep.count == 20_000)
      // The picture lays out without recursion too (text, indented by depth, is quadratic here).
      #expect(RIBTreeRenderer.render(deep, as: .html).contains("<p>20000 RIBs."))
      #expect(RIBTreeRenderer.render(deep, as: .dot).contains("n19998 -> n19999;"))
      top.detachChild(top.children[0])
    }
  }
}
