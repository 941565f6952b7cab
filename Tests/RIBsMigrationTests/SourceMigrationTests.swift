#if Migration
  @testable import RIBsMigration
  import Testing

  @Suite struct SourceMigrationTests {
    @Test func modernRIBsImportBecomesRIBsAndRIBsCombine() {
      let migration = SourceMigration(
        migrating: """
          import Foundation
          import ModernRIBs

          final class RootInteractor: Interactor {}
          """)

      #expect(
        migration.migrated == """
          import Foundation
          import RIBs
          import RIBsCombine

          final class RootInteractor: Interactor {}
          """)
      #expect(
        migration.hunks == [
          DiffHunk(
            originalStart: 2, removed: ["import ModernRIBs"], migratedStart: 2,
            added: ["import RIBs", "import RIBsCombine"])
        ])
      #expect(migration.notes.isEmpty)
    }

    @Test func combineImportFallsBackToOpenCombineKeepingIndentation() {
      let migration = SourceMigration(
        migrating: """
          import ModernRIBs
          import Combine
          #if DEBUG
            import Combine
          #endif
          """)

      #expect(
        migration.migrated == """
          import RIBs
          import RIBsCombine
          #if canImport(Combine)
            import Combine
          #else
            import OpenCombine
          #endif
          #if DEBUG
            import Combine
          #endif
          """)
      // Both imports are on adjacent lines, so the diff shows them as one hunk.
      #expect(migration.hunks.count == 1)
      #expect(migration.hunks.first?.removed == ["import ModernRIBs", "import Combine"])
      #expect(migration.hunks.first?.added.count == 7)
    }

    @Test func hunksNumberTheLinesOfBothFiles() {
      let migration = SourceMigration(
        migrating: """
          import ModernRIBs
          // Keep.
          import Combine
          """)

      #expect(
        migration.hunks.map(\.unifiedText) == [
          "@@ -1,1 +1,2 @@\n-import ModernRIBs\n+import RIBs\n+import RIBsCombine\n",
          "@@ -3,1 +4,5 @@\n-import Combine\n+#if canImport(Combine)\n+  import Combine\n"
            + "+#else\n+  import OpenCombine\n+#endif\n",
        ])
    }

    @Test func testableImportBecomesPlainWithANote() {
      let migration = SourceMigration(migrating: "@testable import ModernRIBs\nimport XCTest\n")

      #expect(migration.migrated == "import RIBs\nimport RIBsCombine\nimport XCTest\n")
      #expect(migration.notes.map(\.line) == [1])
    }

    @Test func ubersStatusSpellingsAreRenamedOnlyInSwitchCases() {
      let migration = SourceMigration(
        migrating: """
          switch LeakDetector.instance.status {
          case .InProgress: wait()
          case .DidComplete: done()
          }
          let busy = status == .InProgress
          """)

      #expect(
        migration.migrated == """
          switch LeakDetector.instance.status {
          case .inProgress: wait()
          case .didComplete: done()
          }
          let busy = status == .InProgress
          """)
      #expect(migration.hunks.map(\.originalStart) == [2])
    }

    @Test func rxSwiftIsLeftWithANote() {
      let source = "import RIBs\nimport RxSwift\n"
      let migration = SourceMigration(migrating: source)

      #expect(migration.migrated == source)
      #expect(!migration.changesFile)
      #expect(migration.notes.count == 1)
      #expect(migration.notes.first?.line == 2)
      #expect(migration.notes.first?.message.contains("RxSwift") == true)
    }

    @Test func migratedFileIsLeftAsItIs() {
      let once = SourceMigration(migrating: "import ModernRIBs\nimport Combine\n").migrated
      let twice = SourceMigration(migrating: once)

      #expect(!twice.changesFile)
      #expect(twice.migrated == once)
    }

    @Test func malformedAndDeeplyNestedSourceIsMigratedWithoutCrashing() {
      let nested = String(repeating: "(", count: 100_000)
      let source = "import ModernRIBs\nlet x = \(nested)\nimport Combine"
      let migration = SourceMigration(migrating: source)

      // The parser gives up nesting after a few hundred levels, so what follows may not read as
      // an import; the file is migrated as far as it reads, and every byte of the rest is kept.
      #expect(migration.migrated.hasPrefix("import RIBs\nimport RIBsCombine\nlet x = (("))
      #expect(migration.migrated.contains(nested + "\nimport Combine"))
    }

    @Test func textWithoutATrailingNewlineAndNonASCIIKeepsItsBytes() {
      let source = "// 잔액 💰\nimport ModernRIBs"
      let migration = SourceMigration(migrating: source)

      #expect(migration.migrated == "// 잔액 💰\nimport RIBs\nimport RIBsCombine")
    }
  }
#endif

#if Migration
  @Suite struct ManifestCheckTests {
    @Test func findsTheDependencyOnModernRIBsButNotAComment() {
      let manifest = """
        // Moving away from "ModernRIBs".
        let package = Package(
          name: "App",
          dependencies: [.package(url: "https://github.com/DevYeom/ModernRIBs", from: "1.0.0")])
        """

      #expect(ManifestCheck.lineNamingModernRIBs(in: manifest) == 4)
      #expect(ManifestCheck.lineNamingModernRIBs(in: "// \"ModernRIBs\"\nlet x = 1") == nil)
    }
  }
#endif
