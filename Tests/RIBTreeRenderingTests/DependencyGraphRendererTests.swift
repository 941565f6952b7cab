import RIBsDependencyGraph
import Testing

@testable import RIBTreeRendering

/// `ribs graph`'s drawings of an app's component tree.
@Suite struct DependencyGraphRendererTests {
  static let tree = DependencyTree(
    graph: DependencyGraph(modules: [
      ScannedModule(
        name: "App",
        sources: [
          (
            "App.swift",
            """
            final class AppComponent: Component<any EmptyDependency> {
              let scoreStream: any ScoreStream = Scores()
              var root: RootBuilder { RootBuilder(dependency: self) }
            }
            """
          ),
          (
            "Root.swift",
            """
            protocol RootDependency: Dependency {
              var scoreStream: any ScoreStream { get }
            }
            final class RootBuilder: Builder<any RootDependency> {}
            """
          ),
        ])
    ]))

  @Test func theTextShowsEachRIBsNeedsAndTheAncestorThatProvidesEach() {
    #expect(
      DependencyGraphRenderer.render(Self.tree, as: .text) == """
        App (AppComponent)
          Root
            needs scoreStream: any ScoreStream, from App

        """)
  }

  @Test func dotAndMermaidColorARIBWithANeedNoAncestorProvidesAndEscapeItsTypes() {
    let unprovided = DependencyTree(
      graph: DependencyGraph(modules: [
        ScannedModule(
          name: "App",
          sources: [
            (
              "App.swift",
              "final class AppComponent: Component<any EmptyDependency> {\n  var root: RootBuilder { RootBuilder(dependency: self) }\n}"
            ),
            (
              "Root.swift",
              "protocol RootDependency: Dependency {\n  var cache: Cache<String, Int> { get }\n}\nfinal class RootBuilder: Builder<any RootDependency> {}"
            ),
          ])
      ]))

    let dot = DependencyGraphRenderer.render(unprovided, as: .dot)
    #expect(
      dot.contains(
        ##"n1 [label="Root\lcache: Cache<String, Int> ← no ancestor\l", fillcolor="#ffcdd2"];"##))
    #expect(dot.contains("n0 -> n1;"))
    let mermaid = DependencyGraphRenderer.render(unprovided, as: .mermaid)
    #expect(mermaid.contains(#"n1["Root<br/>cache: Cache#lt;String, Int#gt; ← no ancestor"]"#))
    #expect(mermaid.contains("class n1 unprovided"))
  }
}
