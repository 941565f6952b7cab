#if Migration
  import RIBsDependencyGraph
  @testable import RIBsMigration
  import Testing

  /// `ribs migrate` on an app that uses Uber's Needle for its dependencies.
  @Suite struct NeedleMigrationTests {
    /// A Needle app's files, as such apps are written: a root bootstrap component, components made
    /// with `parent: self`, a qualified `NeedleFoundation.Component`, the registration call.
    static let app: [(path: String, text: String)] = [
      (
        "App/Sources/AppDelegate.swift",
        """
        import NeedleFoundation
        import UIKit

        final class AppDelegate: UIResponder {
          func launch() {
            registerProviderFactories()
            let root = ShopComponent()
            show(root.cartComponent)
          }
        }
        """
      ),
      (
        "App/Sources/Shop/ShopComponent.swift",
        """
        import NeedleFoundation

        final class ShopComponent: BootstrapComponent {
          var catalog: Catalog { shared { Catalog() } }

          var cartComponent: CartComponent {
            CartComponent(parent: self)
          }
        }
        """
      ),
      (
        "App/Sources/Cart/CartComponent.swift",
        """
        import NeedleFoundation
        import RIBs

        protocol CartDependency: Dependency {
          var catalog: Catalog { get }
        }

        final class CartComponent: NeedleFoundation.Component<CartDependency> {
          var checkout: CheckoutComponent { CheckoutComponent(parent: self) }
        }
        """
      ),
      (
        "App/Sources/Settings/SettingsComponent.swift",
        """
        import NeedleFoundation

        final class SettingsComponent: BootstrapComponent {
          let locale: String

          init(locale: String) {
            self.locale = locale
            super.init()
          }
        }
        """
      ),
      (
        "App/Sources/NeedleGenerated.swift",
        """
        import NeedleFoundation

        private func factory1(_ component: NeedleFoundation.Scope) -> AnyObject {
          CartDependencyProvider(shopComponent: component.parent as! ShopComponent)
        }

        public func registerProviderFactories() {
          __DependencyProviderRegistry.instance.registerDependencyProviderFactory(for: "^->ShopComponent->CartComponent", factory1)
        }
        """
      ),
      (
        "App/TicTacToe.xcodeproj/project.pbxproj",
        """
        		4D1C6F1B2C0D0001 /* NeedleFoundation.framework in Frameworks */ = {isa = PBXBuildFile; };
        		4D1C6F1B2C0D0002 /* NeedleFoundation.framework */ = {isa = PBXFileReference; };
        			shellScript = "export SOURCEKIT_LOGGING=0 && needle generate Sources/NeedleGenerated.swift Sources";
        """
      ),
      (
        "App/Package.swift",
        """
        // swift-tools-version: 5.9
        import PackageDescription

        let package = Package(
          name: "App",
          dependencies: [.package(url: "https://github.com/uber/needle.git", from: "0.24.0")],
          targets: [.target(name: "App", dependencies: [.product(name: "NeedleFoundation", package: "needle")])]
        )
        """
      ),
      (
        "App/project.yml",
        "preBuildScripts:\n  - script: needle generate Sources/NeedleGenerated.swift Sources\n"
      ),
    ]

    static let migration = ProjectMigration(files: app)

    static func file(_ suffix: String) throws -> ProjectMigration.File {
      try #require(migration.files.first { $0.path.hasSuffix(suffix) })
    }

    @Test func componentsMoveToRIBsAndPassTheirChildrensNeedsOn() throws {
      #expect(
        try Self.file("CartComponent.swift").migrated == """
          import RIBs

          protocol CartDependency: Dependency, CartDependencyForwarding {
            var catalog: Catalog { get }
          }

          final class CartComponent: Component<any CartDependency> {
            var checkout: CheckoutComponent { CheckoutComponent(dependency: self) }
          }
          """)
    }

    @Test func theBootstrapComponentIsARootComponentMadeWithoutAParent() throws {
      #expect(
        try Self.file("ShopComponent.swift").migrated == """
          import RIBs

          final class ShopComponent: Component<any EmptyDependency> {
            init() {
                super.init(dependency: EmptyComponent())
            }

            var catalog: Catalog { shared { Catalog() } }

            var cartComponent: CartComponent {
              CartComponent(dependency: self)
            }
          }
          """)
      #expect(
        try Self.file("SettingsComponent.swift").migrated.contains(
          "    super.init(dependency: EmptyComponent())\n"))
    }

    @Test func theRegistrationGoesAndNeedlesGeneratedFileIsRemoved() throws {
      let delegate = try Self.file("AppDelegate.swift")
      #expect(!delegate.migrated.contains("registerProviderFactories"))
      #expect(delegate.migrated.contains("import RIBs\nimport UIKit\n"))

      let generated = try Self.file("NeedleGenerated.swift")
      #expect(generated.removesFile)
      #expect(generated.changesFile)
      #expect(generated.hunks.first?.removed.count == 9)
    }

    @Test func theGeneratorsBuildPhasesAndTheDependencyAreNamedWithWhatReplacesThem() throws {
      let project = try Self.file("project.pbxproj")
      #expect(project.notes.map(\.line) == [1, 3])
      #expect(project.notes.first?.message.hasSuffix("(and on 1 more line of this file)") == true)
      #expect(
        project.notes.last?.message.hasPrefix("Needle's generator runs here (needle generate)")
          == true)
      #expect(try Self.file("Package.swift").notes.map(\.line) == [6])
      #expect(try Self.file("project.yml").notes.map(\.line) == [2])
      #expect(!Self.migration.notes.contains { $0.contains("nothing to migrate") })
    }

    @Test func aFileWithoutNeedleKeepsUbersComponentsAsTheyAre() {
      let source = """
        import RIBs

        protocol CartDependency: Dependency {}

        final class CartComponent: Component<CartDependency> {
          var checkout: CheckoutComponent { CheckoutComponent(parent: self) }
        }
        """
      #expect(SourceMigration(migrating: source).migrated == source)
    }

    @Test func aMigratedAppIsLeftAsItIs() throws {
      let migrated = Self.migration.files.filter { !$0.removesFile }.map { ($0.path, $0.migrated) }
      let again = ProjectMigration(files: migrated)

      #expect(
        again.files.filter { $0.path.hasSuffix(".swift") && $0.path != "App/Package.swift" }
          .allSatisfy { !$0.changesFile })
    }
  }
#endif
