import Foundation
import Testing

@testable import RIBsDependencyGraph

/// The generated file of a module: the same bytes for the same app, with what it must import,
/// across modules.
@Suite struct GeneratedFileTests {
  static let feature = [
    "Profile/ProfileBuilder.swift": """
    import Foundation
    import RIBs

    public protocol ProfileDependency: Dependency, ProfileDependencyForwarding {
      var userName: String { get }
    }

    public final class ProfileComponent: Component<any ProfileDependency> {
      var cardDetail: CardDetailBuilder { CardDetailBuilder(dependency: self) }
    }

    public final class ProfileBuilder: Builder<any ProfileDependency> {}
    """,
    "CardDetail/CardDetailBuilder.swift": """
    import RIBs
    import Wallet

    protocol CardDetailDependency: Dependency {
      var wallet: any WalletStore { get }
    }

    final class CardDetailBuilder: Builder<any CardDetailDependency> {}
    """,
  ]

  static let app = [
    "AppComponent.swift": """
    import Profile
    import RIBs
    import Wallet

    final class AppComponent: Component<any EmptyDependency> {
      let wallet: any WalletStore = InMemoryWallet()
      let userName = "Ann"
      var profile: ProfileBuilder { ProfileBuilder(dependency: self) }
    }
    """
  ]

  static func graph(reversed: Bool = false) -> DependencyGraph {
    let modules = [
      GraphFixture.scanned(app, module: "App"), GraphFixture.scanned(feature, module: "Profile"),
    ]
    return DependencyGraph(modules: reversed ? modules.reversed() : modules)
  }

  @Test func aComponentHandedToAChildOfAnotherModuleConformsInItsOwnModuleAndImportsTheOther() {
    let graph = Self.graph()

    #expect(graph.problems.isEmpty)
    let app = GraphFixture.generated(graph, module: "App")
    #expect(app.contains("\nimport Profile\nimport RIBs\nimport Wallet\n\n"))
    #expect(app.contains("extension AppComponent: ProfileDependency {}\n"))
    #expect(!app.contains("protocol ProfileDependencyForwarding"))

    let profile = GraphFixture.generated(graph, module: "Profile")
    #expect(profile.contains("\nimport Foundation\nimport RIBs\nimport Wallet\n\n"))
    #expect(profile.contains("public protocol ProfileDependencyForwarding {\n"))
    #expect(profile.contains("  var wallet: any WalletStore { get }\n}"))
    #expect(profile.contains("extension ProfileComponent: CardDetailDependency {\n  var wallet"))
  }

  @Test func aUserNameThatAMemberInfersItsTypeOfCountsAsProvidedByName() {
    let graph = Self.graph()

    // `let userName = "Ann"`: the type is inferred, so it is not compared; the compiler checks it.
    #expect(graph.problems.isEmpty)
    #expect(graph.components["AppComponent"]?.members["userName"]?.type == nil)
  }

  @Test func theSameAppGivesTheSameBytesWhateverTheOrderItsFilesAndModulesAreReadIn() {
    let forward = Self.graph()
    let backward = Self.graph(reversed: true)

    for module in ["App", "Profile"] {
      #expect(
        GraphFixture.generated(forward, module: module)
          == GraphFixture.generated(backward, module: module))
    }
  }

  @Test func aModuleWithNothingToWireHasOnlyItsHeader() {
    let graph = GraphFixture.graph(
      ["Model.swift": "struct Card { var number: String }"], module: "Model")
    let writer = GlueWriter(graph: graph, module: "Model")

    #expect(!writer.hasContent)
    #expect(writer.source().hasPrefix(GlueWriter.header))
    #expect(!writer.source().contains("import"))
  }
}

/// The fakes a test module gets of the dependency protocols of the modules it tests, and those a
/// module gets of its own for its previews.
@Suite struct FakeFileTests {
  @Test func eachProtocolOfATestedModuleHasAFakeWithEveryNeedItReadsOrPassesOn() {
    let graph = DependencyGraph(modules: [
      GraphFixture.scanned(GeneratedFileTests.app, module: "App"),
      GraphFixture.scanned(GeneratedFileTests.feature, module: "Profile"),
      GraphFixture.scanned(["ProfileTests.swift": "import Testing"], module: "ProfileTests"),
    ])
    let fakes = FakeWriter(graph: graph, module: "ProfileTests").source()

    // App declares no dependency protocol: only Profile is imported to be tested.
    #expect(fakes.contains("import Wallet\n@testable import Profile\n\n"))
    #expect(fakes.contains("import RIBsTesting\n"))
    #expect(
      fakes.contains(
        "final class ProfileDependencyFake: ProfileDependency {\n"
          + "  init(userName: String? = nil, wallet: (any WalletStore)? = nil) {\n"))
    #expect(
      fakes.contains(
        #"get { DependencyFakes.value(_wallet, named: "wallet", of: "ProfileDependencyFake") }"#))
    #expect(!fakes.contains("class DependencyFake"))
  }

  @Test func aModuleGetsFakesOfItsOwnProtocolsForPreviewsInDebugBuildsOnly() {
    let graph = DependencyGraph(modules: [
      GraphFixture.scanned(GeneratedFileTests.app, module: "App"),
      GraphFixture.scanned(GeneratedFileTests.feature, module: "Profile"),
    ])
    let fakes = FakeWriter(graph: graph, module: "Profile", use: .previews).source()

    let debugOnly = fakes.components(separatedBy: "\n#if DEBUG\n")
    #expect(debugOnly.count == 2)
    #expect(debugOnly[1].hasPrefix("  import Foundation\n  import RIBs\n  import RIBsTesting\n"))
    #expect(debugOnly[1].hasSuffix("  }\n#endif\n"))
    #expect(!fakes.contains("@testable"))
    #expect(fakes.contains("  final class ProfileDependencyFake: ProfileDependency {\n"))
    #expect(fakes.contains("  final class CardDetailDependencyFake: CardDetailDependency {\n"))
    // The app's own module declares no dependency protocol: it has nothing to fake.
    #expect(!FakeWriter(graph: graph, module: "App", use: .previews).source().contains("class"))
  }
}
