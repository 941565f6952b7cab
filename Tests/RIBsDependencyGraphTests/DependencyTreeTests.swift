import Testing

@testable import RIBsDependencyGraph

/// The component tree `ribs graph` draws: each RIB under each parent it is built from, with the
/// provider of each need on that path.
@Suite struct DependencyTreeTests {
  static let files = [
    "App.swift": """
    final class AppComponent: Component<any EmptyDependency> {
      let wallet: Wallet = Wallet()
      var finance: FinanceBuilder { FinanceBuilder(dependency: self) }
      var transport: TransportBuilder { TransportBuilder(dependency: self) }
    }
    """,
    "Finance.swift": """
    protocol FinanceDependency: Dependency, FinanceDependencyForwarding {}
    final class FinanceComponent: Component<any FinanceDependency> {
      var topup: TopupBuilder { TopupBuilder(dependency: self) }
    }
    final class FinanceBuilder: Builder<any FinanceDependency> {}
    """,
    "Transport.swift": """
    protocol TransportDependency: Dependency, TransportDependencyForwarding {}
    final class TransportComponent: Component<any TransportDependency> {
      let wallet: Wallet = Wallet(forRides: true)
      var topup: TopupBuilder { TopupBuilder(dependency: self) }
    }
    final class TransportBuilder: Builder<any TransportDependency> {}
    """,
    "Topup.swift": """
    protocol TopupDependency: Dependency {
      var wallet: Wallet { get }
      var amount: Int { get }
    }
    final class TopupBuilder: Builder<any TopupDependency> {}
    """,
  ]

  @Test func aRIBBuiltFromTwoParentsIsUnderEachWithThatPathsProviders() {
    let tree = DependencyTree(graph: GraphFixture.graph(Self.files))

    #expect(
      tree.nodes.map { node in
        String(repeating: "  ", count: node.depth) + node.rib
          + node.needs.map { " \($0.name)←\($0.provider ?? "none")" }.joined()
      } == [
        "App",
        "  Finance",
        "    Topup wallet←App amount←none",
        "  Transport",
        "    Topup wallet←Transport amount←none",
      ])
    #expect(tree.nodes.map(\.parent) == [nil, 0, 1, 0, 3])
  }

  @Test func aRIBOnACycleIsDrawnOnceOnEachPathAndMarkedWhereItComesBack() {
    var files = Self.files
    files["Topup.swift"] = """
      protocol TopupDependency: Dependency {}
      final class TopupComponent: Component<any TopupDependency> {
        var finance: FinanceBuilder { FinanceBuilder(dependency: self) }
      }
      final class TopupBuilder: Builder<any TopupDependency> {}
      """
    let tree = DependencyTree(graph: GraphFixture.graph(files))

    #expect(
      tree.nodes.map {
        String(repeating: "  ", count: $0.depth) + $0.rib + ($0.closesCycle ? " ↺" : "")
      } == [
        "App", "  Finance", "    Topup", "      Finance ↺", "  Transport", "    Topup",
        "      Finance",
        "        Topup ↺",
      ])
  }

  @Test func eachComponentSaysWhatItProvidesToTheRIBsBelowOnThatPath() {
    let tree = DependencyTree(graph: GraphFixture.graph(Self.files))

    #expect(tree.nodes.map(\.provides) == [["wallet"], [], [], ["wallet"], []])
  }

  @Test func theTreeComesBackFromItsJSONAndOtherTextIsRefused() throws {
    let tree = DependencyTree(graph: GraphFixture.graph(Self.files))

    #expect(DependencyTree(json: tree.json) == tree)
    #expect(tree.json == DependencyTree(graph: GraphFixture.graph(Self.files)).json)
    #expect(DependencyTree(json: "{") == nil)
    // A parent after its child would make the inspector walk in circles.
    #expect(
      DependencyTree(
        json: #"{"isCut":false,"nodes":[{"closesCycle":false,"depth":0,"needs":[],"parent":0,"#
          + #""provides":[],"rib":"A"}]}"#) == nil)
  }
}
