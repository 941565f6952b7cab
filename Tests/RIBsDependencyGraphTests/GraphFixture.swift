@testable import RIBsDependencyGraph

/// An app's files, by path, read as modules and resolved.
enum GraphFixture {
  /// The graph of `files`, all in the module `module`.
  static func graph(_ files: [String: String], module: String = "App") -> DependencyGraph {
    DependencyGraph(modules: [scanned(files, module: module)])
  }

  /// `files`, read as the module `module`.
  static func scanned(_ files: [String: String], module: String) -> ScannedModule {
    ScannedModule(
      name: module, sources: files.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
  }

  /// The generated file of `module`.
  static func generated(_ graph: DependencyGraph, module: String = "App") -> String {
    GlueWriter(graph: graph, module: module).source()
  }

  /// A root that provides `provided`, and three levels below it a RIB that needs `need`: App →
  /// Root → LoggedIn → OffGame, each handing its component to the next builder.
  static func threeLevels(provided: String, need: String, token: Bool = true) -> [String: String] {
    let forwarding = { (name: String) in token ? ", \(name)DependencyForwarding" : "" }
    return [
      "App.swift": """
      import RIBs

      final class AppComponent: Component<any EmptyDependency>, RootDependency {
        \(provided)
      }

      func launch() {
        _ = RootBuilder(dependency: AppComponent())
      }
      """,
      "Root.swift": """
      import RIBs

      @MainActor
      protocol RootDependency: Dependency\(forwarding("Root")) {}

      final class RootComponent: Component<any RootDependency> {}

      final class RootBuilder: Builder<any RootDependency> {
        func build() {
          let component = RootComponent(dependency: dependency)
          _ = LoggedInBuilder(dependency: component)
        }
      }
      """,
      "LoggedIn.swift": """
      import RIBs

      @MainActor
      protocol LoggedInDependency: Dependency\(forwarding("LoggedIn")) {}

      final class LoggedInComponent: Component<any LoggedInDependency> {
        var offGameBuilder: OffGameBuilder { OffGameBuilder(dependency: self) }
      }

      final class LoggedInBuilder: Builder<any LoggedInDependency> {}
      """,
      "OffGame.swift": """
      import RIBs

      @MainActor
      protocol OffGameDependency: Dependency {
        \(need)
      }

      final class OffGameBuilder: Builder<any OffGameDependency> {}
      """,
    ]
  }
}
