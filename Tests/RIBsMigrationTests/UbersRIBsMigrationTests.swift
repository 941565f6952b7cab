#if Migration
  import RIBsDependencyGraph
  @testable import RIBsMigration
  import Testing

  /// `ribs migrate` on the Swift files of an app on Uber's RIBs: `import RIBs` stays, and files that
  /// use Uber's RxSwift API get `import RIBsRx`.
  @Suite struct UbersRIBsMigrationTests {
    @Test(arguments: [
      ("stream.subscribe(onNext: { _ in }).disposeOnDeactivate(interactor: self)", true),
      ("isActiveStream.filter { $0 }.subscribe(onNext: { _ in })", true),
      ("worker.isStartedStream.subscribe(onNext: { _ in })", true),
      ("router.lifecycle.subscribe(onNext: { _ in })", true),
      ("balance.confineTo(self).subscribe(onNext: { _ in })", true),
      ("ticks.subscribe(onNext: { _ in }).disposeOnStop(self)", true),
      ("onStep { root in root.waitForLogin() }", true),
      ("step.asObservable().fork(workflow)", true),
      ("disposable.disposeWith(workflow: workflow)", true),
      ("LeakDetector.instance.status.subscribe(onNext: { _ in })", true),
      ("Observable.just(1).subscribe(onNext: { _ in }).disposed(by: bag)", false),
      ("let status = job.status", false),
    ])
    func ribsRxIsImportedWhereAFileUsesUbersRxAPI(code: String, needsRIBsRx: Bool) {
      let migration = SourceMigration(
        migrating: "import RIBs\nimport RxSwift\n\nfunc f() {\n  \(code)\n}\n")

      #expect(migration.migrated.hasPrefix("import RIBs\nimport RIBsRx\n") == needsRIBsRx)
      #expect(migration.changes == (needsRIBsRx ? ["import RIBsRx added"] : []))
    }

    @Test func theImportGoesUnderImportRIBsKeepingItsAttributeAndIndentation() {
      let migration = SourceMigration(
        migrating: """
          #if DEBUG
            @testable import RIBs
          #endif
          import RxSwift
          func f() { x.disposeOnDeactivate(interactor: self) }
          """)

      #expect(
        migration.migrated.hasPrefix(
          "#if DEBUG\n  @testable import RIBs\n  import RIBsRx\n#endif\n"))
      #expect(
        migration.hunks == [
          DiffHunk(
            originalStart: 2, removed: ["  @testable import RIBs"], migratedStart: 2,
            added: ["  @testable import RIBs", "  import RIBsRx"])
        ])
    }

    @Test func aFileMigratedAlreadyIsLeftAsItIs() {
      let once = SourceMigration(
        migrating: "import RIBs\nimport RxSwift\nlet x = y.confineTo(self)\n"
      ).migrated
      #expect(once.contains("import RIBsRx"))
      #expect(!SourceMigration(migrating: once).changesFile)
    }

    @Test func aMockThatObservesItsActivenessConformsToActivenessObservable() {
      let migration = SourceMigration(
        migrating: """
          import RIBs
          import RxSwift

          class InteractableMock: Interactable {
            var isActive: Bool = false
            var isActiveStreamSubject = PublishSubject<Bool>()
            var isActiveStream: Observable<Bool> { return isActiveStreamSubject }
            func activate() {}
            func deactivate() {}
          }
          """)

      #expect(migration.migrated.hasPrefix("import RIBs\nimport RIBsRx\nimport RxSwift\n"))
      #expect(
        migration.migrated.contains("class InteractableMock: Interactable, ActivenessObservable {"))
      #expect(
        migration.changes == [
          "InteractableMock conforms to ActivenessObservable (RIBsRx)", "import RIBsRx added",
        ])
    }

    @Test func mocksOfAWorkerAndARouterWithTheirOwnObservablesConformToTheirBridges() {
      let migration = SourceMigration(
        migrating: """
          import RIBs
          import RxSwift

          final class WorkingMock: Working {
            var isStarted = false
            var isStartedStreamSubject = BehaviorSubject<Bool>(value: false)
            var isStartedStream: Observable<Bool> { isStartedStreamSubject }
            func start(_ interactorScope: InteractorScope) {}
            func stop() {}
          }

          final class RootRoutingMock: RootRouting {
            var lifecycleSubject = PublishSubject<RouterLifecycle>()
            var lifecycle: Observable<RouterLifecycle> { lifecycleSubject }
          }

          final class JobMock: JobListener {
            var lifecycle: Observable<RouterLifecycle> { .empty() }
          }
          """)

      #expect(migration.migrated.hasPrefix("import RIBs\nimport RIBsRx\nimport RxSwift\n"))
      #expect(
        migration.migrated.contains("final class WorkingMock: Working, StartednessObservable {"))
      #expect(
        migration.migrated.contains(
          "final class RootRoutingMock: RootRouting, LifecycleObservable {"))
      #expect(migration.migrated.contains("final class JobMock: JobListener {"))
      #expect(
        migration.changes == [
          "WorkingMock conforms to StartednessObservable (RIBsRx)",
          "RootRoutingMock conforms to LifecycleObservable (RIBsRx)", "import RIBsRx added",
        ])
      #expect(!SourceMigration(migrating: migration.migrated).changesFile)
    }

    @Test func aLeakDetectorMockThatOverridesStatusDeclaresStatusObservableWithANote() {
      let migration = SourceMigration(
        migrating: """
          @testable import RIBs
          import RxSwift

          class LeakDetectorMock: LeakDetector {
            var statusCallCount = 0
            override var status: Observable<LeakDetectionStatus> {
              statusCallCount += 1
              return super.status
            }
          }
          """)

      #expect(
        migration.migrated.contains(
          "  var statusObservable: Observable<LeakDetectionStatus> {\n    statusCallCount += 1\n"
            + "    return super.status\n"))
      #expect(migration.migrated.contains("import RIBsRx"))
      #expect(migration.changes.contains("LeakDetectorMock.status became statusObservable"))
      #expect(migration.notes.map(\.line) == [6])
      #expect(migration.notes.first?.message.contains("cannot be overridden") == true)
      #expect(!SourceMigration(migrating: migration.migrated).changesFile)
    }

    @Test func subscribingToAWorkflowOfTheAppsNeedsRIBsRxForItsDisposable() {
      var project = ProjectDeclarations()
      project.add(
        source: "import RIBs\nimport RxSwift\nfinal class LaunchWorkflow: Workflow<Root> {}\n",
        path: "Sources/App/DeepLinks/LaunchWorkflow.swift")
      let migration = SourceMigration(
        migrating: """
          import RIBs
          import RxSwift
          func open() { LaunchWorkflow().subscribe(root).disposed(by: bag) }
          """, project: project)

      #expect(migration.migrated.contains("import RIBsRx"))
    }

    @Test func anInternalOfUbersRIBsIsNotedOnce() {
      let migration = SourceMigration(
        migrating: """
          @testable import RIBs
          func setUp() {
            LeakDetector.disableLeakDetectorOverride = true
            LeakDetector.disableLeakDetectorOverride = false
          }
          """)

      #expect(migration.notes.map(\.line) == [3])
      #expect(migration.notes.first?.message.contains("LeakDetector.withInstance") == true)
    }

    @Test func theProjectIsOnUbersRIBsWhenAFileImportsRIBsAndRxSwift() {
      var project = ProjectDeclarations()
      project.add(source: "import RIBs\n", path: "Sources/App/A.swift")
      #expect(project.framework == nil)
      project.add(source: "import RxSwift\n", path: "Sources/App/B.swift")
      #expect(project.framework == .ubersRIBs)
      project.add(source: "import ModernRIBs\n", path: "Sources/App/C.swift")
      #expect(project.framework == .modernRIBs)
    }
  }

  @Suite struct RIBsRxAPITests {
    /// Every public name RIBsRx declares is one `ribs migrate` knows, or one that using it implies
    /// another (a step's `asObservable()` is forked; `dispose()` is a subscription's; `execute` is
    /// `Executor`'s).
    @Test func theMigrationKnowsEveryNameRIBsRxAdds() throws {
      let implied: Set = ["asObservable", "dispose", "reportActivenessChanges", "execute"]
      let known = RIBsRxAPI.members.union(RIBsRxAPI.ownNames).union([RIBsRxAPI.leakDetectorStatus])
      let declared = try publicNames(inModule: "RIBsRx")
      #expect(declared.subtracting(known).subtracting(implied).isEmpty)
      #expect(known.subtracting(declared).isEmpty)
    }
  }
#endif
