#if Migration
  import RIBsDependencyGraph
  @testable import RIBsMigration
  import Testing

  /// `ribs migrate` on the files that declare an app's dependencies.
  @Suite struct DependencyMigrationTests {
    static let ours = RIBsPackageReference(location: "https://example.com/team/RIBs-Swift6.git")

    @Test func anUberAppsManifestDependsOnRIBsWithTheRxSwiftTraitAndKeepsSwift5() {
      let manifest = """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
          name: "Rides",
          platforms: [.iOS(.v15)],
          dependencies: [
            .package(url: "https://github.com/uber/RIBs.git", from: "0.16.0"),
            .package(url: "https://github.com/ReactiveX/RxSwift.git", from: "6.5.0"),
          ],
          targets: [
            .target(
              name: "Rides",
              dependencies: [
                .product(name: "RIBs", package: "RIBs"),
                .product(name: "RxSwift", package: "RxSwift"),
              ]),
            .target(name: "Support", dependencies: [.product(name: "RIBs", package: "RIBs")]),
          ]
        )
        """
      let migration = DependencyMigration(
        migrating: manifest, kind: .swiftPMManifest, framework: .ubersRIBs, package: Self.ours)

      #expect(
        migration.migrated == """
          // swift-tools-version: 6.1
          import PackageDescription

          let package = Package(
            name: "Rides",
            platforms: [.iOS(.v15)],
            dependencies: [
              .package(url: "https://example.com/team/RIBs-Swift6.git", from: "0.1.0", traits: ["RxSwift"]),
              .package(url: "https://github.com/ReactiveX/RxSwift.git", from: "6.5.0"),
            ],
            targets: [
              .target(
                name: "Rides",
                dependencies: [
                  .product(name: "RIBs", package: "RIBs-Swift6"),
                  .product(name: "RIBsRx", package: "RIBs-Swift6"),
                  .product(name: "RxSwift", package: "RxSwift"),
                ]),
              .target(name: "Support", dependencies: [.product(name: "RIBs", package: "RIBs-Swift6")]),
            ],
            swiftLanguageModes: [.v5]
          )
          """)
      #expect(migration.notes.map(\.line) == [6])
      #expect(
        migration.notes.first?.message.contains("iOS 15.0: RIBs for Swift 6 needs iOS 16.0") == true
      )
      #expect(
        migration.changes == [
          "the dependency on Uber's RIBs became RIBs for Swift 6 "
            + "(https://example.com/team/RIBs-Swift6.git, trait RxSwift)",
          "linked RIBs and RIBsRx",
          "swift-tools-version 5.9 became 6.1 (package traits)",
          "swiftLanguageModes: [.v5] keeps the targets in Swift 5 mode",
        ])
      let again = DependencyMigration(
        migrating: migration.migrated, kind: .swiftPMManifest, framework: .ubersRIBs,
        package: Self.ours)
      #expect(again.hunks.isEmpty)
    }

    @Test func aModernRIBsManifestLinksRIBsAndRIBsCombine() {
      let manifest = """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
          name: "Wallet",
          dependencies: [.package(url: "https://github.com/DevYeom/ModernRIBs", exact: "1.0.2")],
          targets: [.target(name: "Wallet", dependencies: ["ModernRIBs"])],
          swiftLanguageModes: [.v5]
        )
        """
      let migration = DependencyMigration(
        migrating: manifest, kind: .swiftPMManifest, framework: .modernRIBs, package: Self.ours)

      #expect(migration.migrated.hasPrefix("// swift-tools-version: 6.1\n"))
      #expect(
        migration.migrated.contains(
          ".package(url: \"https://example.com/team/RIBs-Swift6.git\", from: \"0.1.0\", traits: [])"
        ))
      #expect(migration.migrated.contains("dependencies: [\"RIBs\", \"RIBsCombine\"]"))
      // Swift 6's default mode stays, and the manifest's own setting too.
      #expect(!migration.migrated.contains("swiftLanguageModes: [.v5],\n"))
      #expect(migration.notes.isEmpty)
    }

    @Test func withoutAPackageReferenceNothingChangesAndNotesSayWhatToWrite() {
      let manifest = """
        let package = Package(
          dependencies: [.package(url: "git@github.com:uber/RIBs.git", branch: "main")],
          targets: [.target(name: "A", dependencies: [.product(name: "RIBs", package: "RIBs")])]
        )
        """
      let migration = DependencyMigration(
        migrating: manifest, kind: .swiftPMManifest, framework: .ubersRIBs, package: nil)

      #expect(migration.migrated == manifest)
      #expect(migration.notes.map(\.line) == [2, 3])
      #expect(migration.notes[0].message.contains("traits: [\"RxSwift\"]"))
      #expect(migration.notes[0].message.contains("--package-url"))
      #expect(migration.notes[1].message.contains("RIBsRx in targets that use RxSwift"))
      #expect(migration.notes[1].message.hasPrefix("names the product of Uber's RIBs: link RIBs"))
    }

    @Test func aPathReferenceIsWrittenAsALocalPackage() {
      let migration = DependencyMigration(
        migrating:
          "// swift-tools-version: 6.2\nlet p = Package(dependencies: [.package(url: \"https://github.com/uber/RIBs\", from: \"0.9.0\")])\n",
        kind: .swiftPMManifest, framework: .ubersRIBs,
        package: RIBsPackageReference(location: "../RIBs-Swift6/"))

      #expect(
        migration.migrated.contains(".package(path: \"../RIBs-Swift6\", traits: [\"RxSwift\"])"))
      #expect(migration.migrated.hasPrefix("// swift-tools-version: 6.2\n"))
    }

    @Test func tuist3DependenciesGetTheURLAndVersionAndANoteAboutTheTrait() {
      let dependencies = """
        import ProjectDescription

        let dependencies = Dependencies(
          swiftPackageManager: [
            .remote(url: "https://github.com/uber/RIBs", requirement: .upToNextMajor(from: "0.16.0")),
            .remote(url: "https://github.com/ReactiveX/RxSwift", requirement: .upToNextMajor(from: "6.5.0")),
          ],
          platforms: [.iOS]
        )
        """
      let migration = DependencyMigration(
        migrating: dependencies, kind: .tuist, framework: .ubersRIBs, package: Self.ours)

      #expect(
        migration.migrated.contains(
          ".remote(url: \"https://example.com/team/RIBs-Swift6.git\", requirement: .upToNextMajor(from: \"0.1.0\"))"
        ))
      #expect(
        migration.migrated.contains("RxSwift\", requirement: .upToNextMajor(from: \"6.5.0\")"))
      #expect(migration.notes.map(\.line) == [5])
      #expect(migration.notes.first?.message.contains("trait") == true)
    }

    @Test func tuistProductsAndProductTypesOfModernRIBsBecomeRIBsAndRIBsCombine() {
      let project = """
        import ProjectDescription

        let project = Project(
          name: "App",
          packages: [
            .remote(url: "https://github.com/DevYeom/ModernRIBs.git", requirement: .exact("1.0.0"))
          ],
          targets: [
            .target(
              name: "App", destinations: .iOS, product: .app, bundleId: "app",
              deploymentTargets: .iOS("15.0"),
              dependencies: [
                .package(product: "ModernRIBs"),
                .external(name: "ModernRIBs"),
              ])
          ]
        )
        let settings = PackageSettings(productTypes: ["ModernRIBs": .framework, "RxSwift": .framework])
        """
      let migration = DependencyMigration(
        migrating: project, kind: .tuist, framework: .modernRIBs, package: Self.ours)

      #expect(migration.migrated.contains("requirement: .exact(\"0.1.0\")"))
      #expect(
        migration.migrated.contains(
          """
                  .package(product: "RIBs"),
                  .package(product: "RIBsCombine"),
                  .external(name: "RIBs"),
                  .external(name: "RIBsCombine"),
          """))
      #expect(
        migration.migrated.contains(
          "productTypes: [\"RIBs\": .framework, \"RIBsCombine\": .framework, \"RxSwift\": .framework]"
        ))
      #expect(migration.notes.map(\.line) == [11])
      #expect(!migration.migrated.contains("\"ModernRIBs\""))
    }

    @Test func aHelperThatNamesTheProductAloneIsRenamedWithANote() {
      let helper = """
        import ProjectDescription

        public extension TargetDependency {
          static let ModernRIBs = TargetDependency.external(name: "ModernRIBs")
        }
        """
      let migration = DependencyMigration(
        migrating: helper, kind: .tuist, framework: .modernRIBs, package: Self.ours)

      #expect(
        migration.migrated.contains(
          "static let ModernRIBs = TargetDependency.external(name: \"RIBs\")"))
      #expect(migration.notes.map(\.line) == [4])
      #expect(migration.notes.first?.message.contains("RIBsCombine product") == true)
    }

    @Test func frameworksAreFoundByRepositoryButNotInComments() {
      let source = """
        // Was: "https://github.com/uber/RIBs"
        let url = "https://github.com/DevYeom/ModernRIBs.git"
        """
      #expect(DependencyMigration.frameworksNamed(in: source) == [.modernRIBs])
      #expect(AppFramework.ofRepository("git@github.com:uber/RIBs.git") == .ubersRIBs)
      #expect(AppFramework.ofRepository("https://github.com/uber/RIBs-iOS") == nil)
    }

    @Test func hostileManifestsDoNotCrash() {
      for text in [
        "\"https://github.com/uber/RIBs\"", "Package(", "// swift-tools-version:", "[[\"RIBs\"",
      ] {
        _ = DependencyMigration(
          migrating: text, kind: .swiftPMManifest, framework: .ubersRIBs, package: Self.ours)
        _ = DependencyMigration(
          migrating: text, kind: .tuist, framework: .modernRIBs, package: nil)
      }
    }

    /// swift-syntax parses nested square brackets in time exponential in their depth: a file
    /// nested deeper than the limit is left with a note, at once.
    @Test func deeplyNestedBracketsAreNotParsed() {
      let nested =
        String(repeating: "[", count: 3_000) + "\"ModernRIBs\""
        + String(repeating: "]", count: 3_000)
      let migration = ProjectMigration(files: [
        ("Package.swift", "let p = \(nested)"),
        ("Sources/App/A.swift", "import ModernRIBs\n\(nested)"),
      ])

      #expect(migration.files.allSatisfy { !$0.changesFile })
      #expect(
        migration.files.map {
          $0.notes.first?.message.hasPrefix("skipped: square brackets nest 3000 deep")
        } == [true, true])
      #expect(
        BracketNesting.excessiveDepth(of: "let x = [[1], [2]] // [[[[[[[[[[[[[[[[[[[[\n") == nil)
      #expect(BracketNesting.excessiveDepth(of: "let s = \"[[[[[[[[[[[[[[[[[[[[[[\"") == nil)
    }

  }

  @Suite struct BuildFileNotesTests {
    @Test func aPodfileNamesThePodAndThePlatform() {
      let podfile = """
        platform :ios, '13.0'
        target 'App' do
          pod 'RIBs', '~> 0.9'
          pod 'RxSwift'
        end
        """
      let notes = BuildFileNotes.notes(in: podfile, kind: .podfile, package: nil)

      #expect(notes.map(\.line) == [1, 3])
      #expect(notes[0].message.contains("iOS 13.0"))
      #expect(notes[1].message.contains("Uber's RIBs comes from CocoaPods"))
      #expect(BuildFileNotes.frameworks(in: podfile, kind: .podfile) == [.ubersRIBs])
    }

    @Test func aCartfileNamesTheRepository() {
      let notes = BuildFileNotes.notes(
        in: "github \"ReactiveX/RxSwift\"\ngithub \"DevYeom/ModernRIBs\" ~> 1.0\n",
        kind: .cartfile, package: nil)
      #expect(notes.map(\.line) == [2])
      #expect(notes.first?.message.contains("ModernRIBs comes from Carthage") == true)
    }

    @Test func anXcodeProjectNamesThePackageAndEachDeploymentTargetOnce() {
      let project = """
        		IPHONEOS_DEPLOYMENT_TARGET = 14.0;
        		IPHONEOS_DEPLOYMENT_TARGET = 14.0;
        /* Begin XCRemoteSwiftPackageReference section */
        		0A1 /* XCRemoteSwiftPackageReference "ModernRIBs" */ = {
        			isa = XCRemoteSwiftPackageReference;
        			repositoryURL = "https://github.com/DevYeom/ModernRIBs.git";
        """
      let notes = BuildFileNotes.notes(in: project, kind: .xcodeProject, package: nil)
      #expect(notes.map(\.line) == [1, 6])
      #expect(notes[1].message.contains("the Xcode project depends on ModernRIBs"))
    }
  }
#endif
