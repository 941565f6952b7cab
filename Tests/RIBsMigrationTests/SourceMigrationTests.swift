#if Migration
  import Foundation
  import RIBsDependencyGraph
  @testable import RIBsMigration
  import Testing

  @Suite struct SourceMigrationTests {
    @Test func modernRIBsImportBecomesRIBsAndRIBsCombineWhereThePublishersAreUsed() {
      let migration = SourceMigration(
        migrating: """
          import Foundation
          import ModernRIBs

          final class RootInteractor: Interactor {
            override func didBecomeActive() {
              stream.sink { _ in }.cancelOnDeactivate(interactor: self)
            }
          }
          """)

      #expect(migration.migrated.hasPrefix("import Foundation\nimport RIBs\nimport RIBsCombine\n"))
      #expect(
        migration.hunks == [
          DiffHunk(
            originalStart: 2, removed: ["import ModernRIBs"], migratedStart: 2,
            added: ["import RIBs", "import RIBsCombine"])
        ])
      #expect(migration.notes.isEmpty)
    }

    @Test func modernRIBsImportBecomesRIBsAloneWhereNothingOfRIBsCombineIsUsed() {
      let migration = SourceMigration(
        migrating: """
          import ModernRIBs

          final class RootInteractor: Interactor {
            let balance = CurrentValuePublisher<Int>(0)  // the app's own, declared nowhere here
            var lifecycleCount = 0
          }
          """,
        project: Self.project(declaring: "CurrentValuePublisher", at: "Sources/Util/CVP.swift"))

      #expect(migration.migrated.hasPrefix("import RIBs\n\nfinal class"))
    }

    @Test(arguments: [
      ("x.isActiveStream.sink { _ in }", true),
      ("worker.isStartedStream", true),
      ("router.lifecycle.sink { _ in }", true),
      ("publisher.confineTo(self)", true),
      ("cancellable.cancelOnStop(self)", true),
      ("workflow.onStep { item in Just((item, ())).eraseToAnyPublisher() }", true),
      ("let value = CurrentValuePublisher<Int>(0)", true),
      ("LeakDetector.instance.status.sink { _ in }", true),
      ("let status = job.status", false),
      ("for await isActive in interactor.isActiveStreamValues {}", false),
    ])
    func ribsCombineIsImportedWhereAFileUsesWhatItAdds(code: String, needsCombine: Bool) {
      let migration = SourceMigration(
        migrating: "import Combine\nimport ModernRIBs\nfunc f() {\n  \(code)\n}\n")
      #expect(migration.migrated.contains("import RIBsCombine") == needsCombine)
    }

    @Test func aWorkflowStepNeedsRIBsCombineOnlyBesideCombine() {
      let step = "import ModernRIBs\nfunc f() { workflow.onStep { item in await load(item) } }\n"
      #expect(!SourceMigration(migrating: step).migrated.contains("RIBsCombine"))
    }

    static func project(declaring name: String, at path: String, keyword: String = "class")
      -> ProjectDeclarations
    {
      var project = ProjectDeclarations()
      project.add(source: "import Combine\n\npublic \(keyword) \(name)<Element> {}\n", path: path)
      return project
    }

    /// The seeds' finance app: the app's own ReadOnlyCurrentValuePublisher in CombineUtil, used by
    /// an interactor that also scopes its subscription with RIBsCombine.
    @Test func theAppsOwnTypeThatRIBsCombineDeclaresTooIsKeptByAScopedImport() {
      let project = Self.project(
        declaring: "ReadOnlyCurrentValuePublisher",
        at: "Packages/CombineUtil/Sources/CombineUtil/CurrentValuePublisher.swift")
      let migration = SourceMigration(
        migrating: """
          import CombineUtil
          import ModernRIBs

          protocol SuperPayDashboardInteractorDependency {
            var balance: ReadOnlyCurrentValuePublisher<Double> { get }
          }

          final class SuperPayDashboardInteractor: Interactor {
            override func didBecomeActive() {
              dependency.balance.sink { _ in }.cancelOnDeactivate(interactor: self)
            }
          }
          """,
        path: "Packages/FinanceHome/Sources/FinanceHome/SuperPayDashboardInteractor.swift",
        project: project)

      #expect(
        migration.migrated.hasPrefix(
          """
          import CombineUtil
          import RIBs
          import RIBsCombine
          import class CombineUtil.ReadOnlyCurrentValuePublisher

          """))
      #expect(migration.notes.map(\.line) == [2])
      #expect(
        migration.notes.first?.message.hasPrefix(
          "ReadOnlyCurrentValuePublisher is declared by CombineUtil and by RIBsCombine: `import "
            + "class CombineUtil.ReadOnlyCurrentValuePublisher` keeps yours in this file.") == true)
    }

    @Test func theDeclaringModuleItselfNeedsNoScopedImport() {
      let project = Self.project(
        declaring: "CurrentValuePublisher", at: "Sources/CombineUtil/CurrentValuePublisher.swift")
      let migration = SourceMigration(
        migrating:
          "import ModernRIBs\nlet x: CurrentValuePublisher<Int>\nlet y = s.isActiveStream\n",
        path: "Sources/CombineUtil/Extra.swift", project: project)

      #expect(migration.migrated.hasPrefix("import RIBs\nimport RIBsCombine\nlet x"))
      #expect(migration.notes.isEmpty)
    }

    @Test func anOwnTypeInAModuleThePathDoesNotNameGetsANoteToWriteTheImport() {
      let project = Self.project(declaring: "CurrentValuePublisher", at: "App/Util/CVP.swift")
      let migration = SourceMigration(
        migrating:
          "import ModernRIBs\nlet x: CurrentValuePublisher<Int>\nlet y = s.isActiveStream\n",
        path: "App/Home/HomeInteractor.swift", project: project)

      #expect(migration.migrated.hasPrefix("import RIBs\nimport RIBsCombine\nlet x"))
      #expect(
        migration.notes.first?.message.contains(
          "add `import class <YourModule>.CurrentValuePublisher`") == true)
    }

    @Test func aMockThatPublishesItsActivenessConformsToActivenessPublishing() {
      let mock = """
        import Combine
        import ModernRIBs

        final class InteractorMock: Interactable {
          var isActive: Bool { active.value }
          var isActiveStream: AnyPublisher<Bool, Never> { active.eraseToAnyPublisher() }
          private let active = CurrentValueSubject<Bool, Never>(false)
          func activate() { active.send(true) }
          func deactivate() { active.send(false) }
        }
        """
      let migration = SourceMigration(migrating: mock)

      #expect(migration.migrated.contains("import RIBs\nimport RIBsCombine\n"))
      #expect(
        migration.migrated.contains(
          "final class InteractorMock: Interactable, ActivenessPublishing {"))
      #expect(migration.notes.isEmpty)
      #expect(
        migration.changes.contains("InteractorMock conforms to ActivenessPublishing (RIBsCombine)"))
      // Once is enough.
      #expect(!SourceMigration(migrating: migration.migrated).changesFile)
    }

    @Test func aMockOfTheAppsOwnInteractableProtocolConformsToo() {
      var project = ProjectDeclarations()
      project.add(
        source: "import ModernRIBs\nprotocol RootScope: Interactable, LoggedOutListener {}\n",
        path: "Sources/App/Root/RootRouter.swift")
      let migration = SourceMigration(
        migrating: """
          import Combine
          import ModernRIBs
          final class AppInteractableMock: RootScope /* the app's */ {
            var isActiveStream: AnyPublisher<Bool, Never> { subject.eraseToAnyPublisher() }
          }
          final class NotAScope: NSObject {
            var isActiveStream: AnyPublisher<Bool, Never> { subject.eraseToAnyPublisher() }
          }
          """, project: project)

      #expect(
        migration.migrated.contains(
          "AppInteractableMock: RootScope, ActivenessPublishing /* the app's */ {"))
      #expect(migration.migrated.contains("NotAScope: NSObject {"))
    }

    @Test func aMockWithAStreamOfAnotherTypeGetsANote() {
      let migration = SourceMigration(
        migrating: """
          import Combine
          import ModernRIBs
          final class InteractorMock: Interactable {
            var isActiveStream: CurrentValueSubject<Bool, Never> = .init(false)
          }
          """)

      #expect(migration.notes.map(\.line) == [3])
      #expect(migration.notes.first?.message.contains("as AnyPublisher<Bool, Never>") == true)
    }

    @Test func aSwiftTestingSuiteOffTheMainActorGetsANote() {
      let migration = SourceMigration(
        migrating: """
          import ModernRIBs
          import Testing

          @Suite struct RootTests {
            @Test func attaches() {}
          }

          @MainActor
          @Suite struct IsolatedTests {}

          @Test func alone() {}
          """)

      #expect(migration.notes.map(\.line) == [4, 11])
      #expect(migration.notes.first?.message.contains("mark it @MainActor") == true)
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
      #expect(migration.hunks.first?.added.count == 6)
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
          "@@ -1,1 +1,1 @@\n-import ModernRIBs\n+import RIBs\n",
          "@@ -3,1 +3,5 @@\n-import Combine\n+#if canImport(Combine)\n+  import Combine\n"
            + "+#else\n+  import OpenCombine\n+#endif\n",
        ])
    }

    @Test func testableImportBecomesPlainWithANote() {
      let migration = SourceMigration(migrating: "@testable import ModernRIBs\nimport XCTest\n")

      #expect(migration.migrated == "import RIBs\nimport XCTest\n")
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

    @Test func rxSwiftWithoutUbersAPIIsLeftAsItIs() {
      let source = "import RIBs\nimport RxSwift\n\nlet values = Observable.just(1)\n"
      let migration = SourceMigration(migrating: source)

      #expect(migration.migrated == source)
      #expect(!migration.changesFile)
      #expect(migration.notes.isEmpty)
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
      #expect(migration.migrated.hasPrefix("import RIBs\nlet x = (("))
      #expect(migration.migrated.contains(nested + "\nimport Combine"))
    }

    @Test func textWithoutATrailingNewlineAndNonASCIIKeepsItsBytes() {
      let source = "// 잔액 💰\nimport ModernRIBs"
      let migration = SourceMigration(migrating: source)

      #expect(migration.migrated == "// 잔액 💰\nimport RIBs")
    }
  }
#endif

#if Migration
  @Suite struct ProjectDeclarationsTests {
    @Test(arguments: [
      ("Sources/CombineUtil/CurrentValuePublisher.swift", "CombineUtil"),
      ("Packages/Finance/Sources/FinanceHome/Home/HomeInteractor.swift", "FinanceHome"),
      ("Tests/WalletTests/Mocks.swift", "WalletTests"),
      ("App/Root/RootInteractor.swift", nil),
      ("Sources/Loose.swift", nil),
    ])
    func aFileIsInTheModuleItsSwiftPMPathNames(path: String, module: String?) {
      #expect(ProjectDeclarations.module(ofFile: path) == module)
    }

    @Test func typesInsideConditionalCompilationAreFound() {
      var project = ProjectDeclarations()
      project.add(
        source: """
          #if canImport(Combine)
            public final class CurrentValuePublisher<Element> {}
          #else
            public struct Other {}
          #endif
          enum Top {}
          """,
        path: "Sources/Util/A.swift")

      #expect(
        project.declarations(named: "CurrentValuePublisher") == [
          ProjectDeclarations.Declaration(keyword: "class", module: "Util")
        ])
      #expect(project.declarations(named: "Other").map(\.keyword) == ["struct"])
      #expect(project.declarations(named: "Top").map(\.keyword) == ["enum"])
    }
  }

  @Suite struct RIBsCombineAPITests {
    /// Every public name RIBsCombine declares is one `ribs migrate` knows, or one that using it
    /// implies another (a publisher's `value` comes from a publisher that is RIBsCombine's).
    @Test func theMigrationKnowsEveryNameRIBsCombineAdds() throws {
      let implied: Set = [
        "Output", "Failure", "value", "send", "receive", "reportActivenessChanges",
      ]
      let known = RIBsCombineAPI.types.union(RIBsCombineAPI.members)
        .union(RIBsCombineAPI.membersWithCombine).union([RIBsCombineAPI.leakDetectorStatus])
      let declared = try publicNames(inModule: "RIBsCombine")
      #expect(declared.subtracting(known).subtracting(implied).isEmpty)
      #expect(known.subtracting(declared).isEmpty)
    }
  }
#endif
