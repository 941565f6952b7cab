import Foundation
import RIBs
import RIBsInspector
import Testing

/// A RIB's details show what it needs and who provides each, from the component tree the
/// RIBsDependencies plugin writes.
@MainActor
@Suite struct InspectorDependenciesTests {
  /// The tree `ribs graph` draws for an app whose root component provides the wallet: Home shows
  /// Card twice, once under Home itself and once under a Card of its own that provides it again.
  static let tree = """
    {"isCut":false,"nodes":[
    {"closesCycle":false,"component":"AppComponent","depth":0,"needs":[],"provides":["wallet"],"rib":"App"},
    {"closesCycle":false,"component":"HomeComponent","depth":1,"needs":[],"parent":0,"provides":["\\u001B[2Jcards"],"rib":"Home"},
    {"closesCycle":false,"depth":2,"needs":[{"name":"wallet","provider":"App","type":"any Wallet"}],"parent":1,"provides":[],"rib":"Card"},
    {"closesCycle":false,"component":"CardComponent","depth":2,"needs":[],"parent":1,"provides":["wallet"],"rib":"Card"},
    {"closesCycle":false,"depth":3,"needs":[{"name":"wallet","provider":"Card","type":"any Wallet"},{"name":"pin","type":"Int"}],"parent":3,"provides":[],"rib":"Card"}
    ]}
    """

  @Test func eachRIBShowsItsNeedsWithTheirProvidersWhereItIsInTheTree() async throws {
    let root = makeLaunchedRoot()
    let card = CardRouter()
    root.attachChild(card)
    card.attachChild(CardRouter())
    let inspector = RIBInspector(root: root, dependencyTree: Self.tree)
    let client = try InspectorClient(url: try await inspector.start())

    let nodes = try #require(try await client.state().tree?.nodes)

    #expect(
      nodes.map(\.dependencies) == [
        .init(needs: [], provides: [#"\u{1B}[2Jcards"#]),
        .init(needs: ["wallet: any Wallet, from App"], provides: []),
        .init(
          needs: ["wallet: any Wallet, from Card", "pin: Int, which no ancestor provides"],
          provides: []),
      ])
    await inspector.stop()
  }

  @Test func withoutATreeOrWithTextThatIsNotOneTheDetailsSayNothingOfIt() async throws {
    let root = makeLaunchedRoot()
    root.attachChild(CardRouter())
    for tree in [
      nil, "{",
      #"{"isCut":false,"nodes":[{"closesCycle":false,"depth":0,"needs":[],"parent":3,"provides":[],"rib":"Home"}]}"#,
    ] {
      let inspector = RIBInspector(root: root, dependencyTree: tree)
      let client = try InspectorClient(url: try await inspector.start())

      let nodes = try #require(try await client.state().tree?.nodes)

      #expect(nodes.map(\.dependencies) == [nil, nil])
      await inspector.stop()
    }
  }
}
