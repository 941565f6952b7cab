import Testing

@testable import RIBsDependencyGraph

/// Reading the declarations the graph needs from Swift source, as people write it, and from any
/// bytes at all.
@Suite struct DeclarationScannerTests {
  @Test func aProtocolsRequirementsAreReadWithTheirTypesAndLines() throws {
    let file = DeclarationScanner.scan(
      """
      @MainActor
      public protocol FinanceHomeDependency: Dependency, FinanceHomeDependencyForwarding {
        /// What draws the screens.
        var views: any AppViews { get }
        var now: @MainActor () -> Date { get }
        var balance: ReadOnlyCurrentValuePublisher<Int>
        { get }
        var cache: [String: (Int, any Store)]? { get }
        func unrelated() -> Int
        static var shared: Self { get }
      }
      """, path: "FinanceHome.swift")

    let declaration = try #require(file.types.first)
    #expect(declaration.kind == .protocol)
    #expect(declaration.name == "FinanceHomeDependency")
    #expect(declaration.access == "public")
    #expect(declaration.attributes == ["MainActor"])
    #expect(declaration.inherited == ["Dependency", "FinanceHomeDependencyForwarding"])
    #expect(
      declaration.properties.map { "\($0.name): \($0.type ?? "?") @\($0.location.line)" } == [
        "views: any AppViews @4", "now: @MainActor () -> Date @5",
        "balance: ReadOnlyCurrentValuePublisher<Int> @6", "cache: [String: (Int, any Store)]? @8",
        "shared: Self @10",
      ])
  }

  @Test func declarationsInCommentsStringsAndRegexLiteralsAreNotRead() {
    let file = DeclarationScanner.scan(
      #"""
      /* protocol InCommentDependency: Dependency { /* nested */ var a: Int { get } } */
      // protocol InLineCommentDependency: Dependency {}
      let text = "protocol InStringDependency: Dependency { \(value("}")) }"
      let raw = #"protocol InRawDependency: Dependency { "# + "}"
      let multiline = """
        protocol InMultilineDependency: Dependency {
          var b: Int { get }
        }
        """
      let pattern = /protocol InRegexDependency {/
      protocol RealDependency: Dependency {
        var c: Int { get }
      }
      """#, path: "Noise.swift")

    #expect(file.types.map(\.name) == ["RealDependency"])
    #expect(file.types.first?.properties.map(\.name) == ["c"])
    #expect(file.types.first?.location.line == 11)
  }

  @Test func theComponentsHandedToChildrenAreReadWithWhatTheArgumentIs() {
    let file = DeclarationScanner.scan(
      """
      final class LoggedInComponent: Component<any LoggedInDependency> {
        var offGame: OffGameBuilder { OffGameBuilder(dependency: self) }
      }

      final class LoggedInBuilder: Builder<any LoggedInDependency> {
        func build() {
          let component = LoggedInComponent(dependency: dependency, name: "Ann")
          let typed: LoggedInComponent = make()
          _ = TicTacToeBuilder(dependency: component)
          _ = RandomWinBuilder.init(dependency: typed)
          _ = ScoreBoardComponent(parent: AppComponent(now: .now))
          _ = OtherBuilder(dependency: components[0])
        }
      }
      """, path: "LoggedIn.swift")

    #expect(
      file.handovers.map {
        "\($0.callee)(\($0.label): \($0.argument)) in \($0.enclosingType ?? "-")"
      } == [
        "OffGameBuilder(dependency: selfValue) in LoggedInComponent",
        "LoggedInComponent(dependency: name(\"dependency\", boundTo: nil)) in LoggedInBuilder",
        "TicTacToeBuilder(dependency: name(\"component\", boundTo: Optional(\"LoggedInComponent\"))) in LoggedInBuilder",
        "RandomWinBuilder(dependency: name(\"typed\", boundTo: Optional(\"LoggedInComponent\"))) in LoggedInBuilder",
        "ScoreBoardComponent(parent: construction(\"AppComponent\")) in LoggedInBuilder",
        "OtherBuilder(dependency: other) in LoggedInBuilder",
      ])
  }

  @Test func anInitializersDependencyParameterIsReadSoThatAnAdapterIsAChild() {
    let file = DeclarationScanner.scan(
      """
      final class RandomWinAdapter: Game {
        private unowned let dependency: any RandomWinDependency
        init(
          dependency: any RandomWinDependency,
          @ViewBuilder label: () -> Label = { Text("") }
        ) {
          self.dependency = dependency
        }
      }
      """, path: "RandomWinAdapter.swift")

    #expect(file.types.first?.initializerParameters == ["dependency": "any RandomWinDependency"])
    #expect(file.types.first?.properties.map(\.name) == ["dependency"])
  }

  @Test func typealiasesAndImportsAreRead() {
    let file = DeclarationScanner.scan(
      """
      import Foundation
      @testable import RIBs
      import struct Combine.AnyPublisher
      typealias Scores = any ScoreStream
      enum Namespace {
        typealias Clock = @Sendable () -> Date
      }
      """, path: "Aliases.swift")

    #expect(file.imports == ["Foundation", "RIBs", "Combine"])
    #expect(
      file.typealiases.map { "\($0.name) = \($0.type)" } == [
        "Scores = any ScoreStream", "Clock = @Sendable () -> Date",
      ])
  }

  @Test(arguments: [
    String(repeating: "(", count: 200_000), String(repeating: "{", count: 200_000),
    String(repeating: "}", count: 200_000), String(repeating: "\"\\(", count: 50_000),
    String(repeating: "/*", count: 100_000), "#####\"" + String(repeating: "x", count: 100_000),
    "protocol P: Dependency { var a: " + String(repeating: "[", count: 100_000),
    "class C: Component<" + String(repeating: "<", count: 100_000),
    String(repeating: "init(dependency: ", count: 20_000),
    "protocol", "var", "init(", "@", "#if", "`", "/", "\u{0}\u{FFFF}\u{1B}[2J",
  ])
  func anyTextIsReadWithoutTrappingAtAnyDepth(_ text: String) {
    let file = DeclarationScanner.scan(text, path: "Hostile.swift")
    let graph = DependencyGraph(modules: [
      GraphFixture.scanned(["Hostile.swift": text], module: "App")
    ])

    #expect(file.path == "Hostile.swift")
    #expect(graph.problems.isEmpty)
  }

  @Test func aGeneratedFileIsNotReadBack() {
    let file = DeclarationScanner.scan(
      GlueWriter.header + "\nprotocol RootDependencyForwarding {\n  var a: Int { get }\n}\n",
      path: "RIBsDependencies.generated.swift")

    #expect(file.types.isEmpty)
  }
}
