// swift-tools-version: 6.2
import PackageDescription

// Each third-party dependency is behind a trait, so that a package that depends on this one with
// `traits: []` and uses only RIBs (and RIBsTesting) resolves and pins nothing. All three are
// on by default, which is what this package's own commands (`swift run TicTacToe`, `swift test`)
// build with. SwiftPM 6.2 and later leave a dependency out of resolution when every use of it is
// behind a trait that is off.

/// A module of OpenCombine, for RIBsCombine where Apple's Combine does not exist: OpenCombine
/// itself, and OpenCombineDispatch, which makes `DispatchQueue` a scheduler (`receive(on:)`).
func openCombine(_ module: String) -> Target.Dependency {
  .product(
    name: module, package: "OpenCombine",
    condition: .when(
      platforms: [.linux, .windows, .android, .wasi, .openbsd], traits: ["Combine"]))
}

/// A SwiftNIO module, for RIBsInspector's server.
func nio(_ module: String) -> Target.Dependency {
  .product(name: module, package: "swift-nio", condition: .when(traits: ["Inspector"]))
}

/// swift-argument-parser, for the ribs tool and the example apps.
let argumentParser = Target.Dependency.product(
  name: "ArgumentParser", package: "swift-argument-parser", condition: .when(traits: ["Tools"]))

/// RxSwift, for RIBsRx and its tests only: Uber's RxSwift API on the core (trait RxSwift).
func rxSwift(_ module: String) -> Target.Dependency {
  .product(name: module, package: "RxSwift", condition: .when(traits: ["RxSwift"]))
}

/// swift-syntax, for `ribs migrate` only.
func swiftSyntax(_ module: String) -> Target.Dependency {
  .product(name: module, package: "swift-syntax", condition: .when(traits: ["Migration"]))
}

let package = Package(
  name: "RIBs",
  platforms: [.iOS(.v16), .macOS(.v14), .tvOS(.v16), .watchOS(.v9)],
  products: [
    .library(name: "RIBs", targets: ["RIBs"]),
    // Navigation models on the tree: stacks, presentations, tabs, split views, dialogs, restoration.
    .library(name: "RIBsNavigation", targets: ["RIBsNavigation"]),
    // UIKit drawing the navigation models (empty where there is no UIKit).
    .library(name: "RIBsUIKit", targets: ["RIBsUIKit"]),
    .library(name: "RIBsCombine", targets: ["RIBsCombine"]),
    // Uber's RxSwift API (trait RxSwift; without it, the module is empty).
    .library(name: "RIBsRx", targets: ["RIBsRx"]),
    .library(name: "RIBsSwiftUI", targets: ["RIBsSwiftUI"]),
    .library(name: "RIBsTesting", targets: ["RIBsTesting"]),
    .library(name: "RIBTreeRendering", targets: ["RIBTreeRendering"]),
    .library(name: "RIBsInspector", targets: ["RIBsInspector"]),
    .executable(name: "ribs", targets: ["ribs"]),
    // `swift package ribs new <Name> ...` in a package that depends on this one (trait Tools).
    .plugin(name: "RIBsCommand", targets: ["RIBsCommand"]),
    // Wires a target's RIBs at build time: the conformances and forwarding of their dependencies.
    .plugin(name: "RIBsDependencies", targets: ["RIBsDependencies"]),
    .executable(name: "TicTacToe", targets: ["TicTacToe"]),
    .executable(name: "MiniSuperApp", targets: ["MiniSuperApp"]),
  ],
  traits: [
    .trait(
      name: "Combine",
      description: "RIBsCombine where Apple's Combine does not exist, through OpenCombine."),
    .trait(name: "Inspector", description: "RIBsInspector's server, on SwiftNIO."),
    .trait(
      name: "Tools",
      description: "The ribs tool and the example apps' command lines (swift-argument-parser)."),
    .trait(
      name: "Migration",
      description: "ribs migrate, which moves a ModernRIBs or Uber RIBs app (swift-syntax).",
      enabledTraits: ["Tools"]),
    .trait(
      name: "RxSwift",
      description:
        "RIBsRx, Uber's RxSwift API on RIBs (isActiveStream as an Observable, disposeOnDeactivate, "
        + "Rx workflow steps), for apps that keep RxSwift."),
    // Off by default: Migration (swift-syntax takes minutes to build, for a command run once) and
    // RxSwift (only apps that keep RxSwift want it).
    .default(enabledTraits: ["Combine", "Inspector", "Tools"]),
  ],
  dependencies: [
    // Combine on Linux and other platforms without Apple's Combine; RIBsCombine only.
    .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
    // The command lines of the ribs tool and the example apps.
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    // The live inspector's HTTP and WebSocket server (NIOHTTP1, NIOWebSocket); RIBsInspector only.
    .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.0"),
    // RxSwift for RIBsRx (trait RxSwift), by its real URL: no one who leaves the trait off resolves it.
    .package(url: "https://github.com/ReactiveX/RxSwift.git", from: "6.5.0"),
    // Parsing Swift for `ribs migrate` (trait Migration).
    .package(url: "https://github.com/swiftlang/swift-syntax", from: "602.0.0"),
  ],
  targets: [
    // MARK: Core library

    .target(name: "RIBs"),

    // The navigation models: what a RIB shows of its children, the same on every platform.
    .target(name: "RIBsNavigation", dependencies: ["RIBs"]),

    // UIKit drawing the navigation models; empty where there is no UIKit.
    .target(name: "RIBsUIKit", dependencies: ["RIBsNavigation", "RIBs"]),

    .target(
      name: "RIBsCombine",
      dependencies: [
        "RIBs",
        openCombine("OpenCombine"),
        openCombine("OpenCombineDispatch"),
      ]),

    // Uber's RxSwift API on the core, for apps that keep RxSwift (trait RxSwift).
    .target(name: "RIBsRx", dependencies: ["RIBs", rxSwift("RxSwift")]),

    // SwiftUI views in the RIB tree and SwiftUI drawing the navigation models; Observation-driven
    // rendering everywhere.
    .target(name: "RIBsSwiftUI", dependencies: ["RIBsNavigation", "RIBs"]),

    // MARK: Test support

    .target(name: "RIBsTesting", dependencies: ["RIBs"]),

    // MARK: Tools

    // The templates of ribs new, and the edits that wire a new RIB into its parent's files.
    .target(name: "RIBsGenerator", dependencies: ["RIBsDependencyGraph"]),
    // The dependency graph of an app read from its Swift files, and the code that wires it: for
    // the build-tool plugin, ribs dependencies and ribs graph. Foundation only, no swift-syntax.
    .target(name: "RIBsDependencyGraph"),
    // The build-tool plugin's command: one module's generated dependency code.
    .executableTarget(name: "RIBsDependencyTool", dependencies: ["RIBsDependencyGraph"]),
    // The edits of `ribs migrate` (trait Migration; without it, the module is empty).
    .target(
      name: "RIBsMigration",
      dependencies: ["RIBsDependencyGraph", swiftSyntax("SwiftSyntax"), swiftSyntax("SwiftParser")]),
    // Drawing RIB tree snapshots (text, JSON, DOT, Mermaid, HTML), for tools; apps need not link it.
    // The inspector's page as well, served live by RIBsInspector and written offline by ribs tree.
    .target(
      name: "RIBTreeRendering", dependencies: ["RIBs", "RIBsDependencyGraph"],
      // The page's sources, put together in Page/InspectorPage+HTML.swift.
      exclude: ["Page/Files"]),
    // The live RIB tree in a web browser, served by the app itself (debug builds).
    .target(
      name: "RIBsInspector",
      dependencies: [
        "RIBs",
        "RIBsNavigation",
        "RIBTreeRendering",
        "RIBsDependencyGraph",
        nio("NIOCore"),
        nio("NIOPosix"),
        nio("NIOHTTP1"),
        nio("NIOWebSocket"),
      ]),
    // Reading and writing file descriptors without traps; the ribs tool and the examples.
    .target(name: "FileDescriptorIO"),
    .executableTarget(
      name: "ribs",
      dependencies: [
        "RIBs", "RIBTreeRendering", "RIBsGenerator", "RIBsMigration", "RIBsDependencyGraph",
        "FileDescriptorIO", argumentParser,
      ]),

    .plugin(
      name: "RIBsCommand",
      capability: .command(
        intent: .custom(
          verb: "ribs",
          description: "Run the ribs tool in this package: ribs new <Name> writes a new RIB."),
        permissions: [
          .writeToPackageDirectory(reason: "ribs new writes the new RIB's files into the package.")
        ]),
      dependencies: ["ribs"],
      path: "Plugins/RIBsCommand"),

    .plugin(
      name: "RIBsDependencies", capability: .buildTool(), dependencies: ["RIBsDependencyTool"],
      path: "Plugins/RIBsDependencies"),

    // The lint of Apple availability that Linux's compiler does not check: uses of API newer than
    // the platforms above, outside `@available` or `#available` (.ci/check-apple-apis). Its
    // swift-syntax comes with the Migration trait, as ribs migrate's does.
    .target(
      name: "AppleAvailabilityLint",
      dependencies: [swiftSyntax("SwiftSyntax"), swiftSyntax("SwiftParser")],
      path: "Tests/AppleAPIStubs/AvailabilityLint"),
    .executableTarget(
      name: "check-apple-availability", dependencies: ["AppleAvailabilityLint"],
      path: "Tests/AppleAPIStubs/AvailabilityLintCommand"),

    // MARK: Examples

    .target(
      name: "TerminalUI",
      dependencies: [
        "RIBs", "RIBsNavigation", "RIBTreeRendering", "RIBsInspector", "FileDescriptorIO",
        argumentParser,
      ],
      path: "Examples/TerminalUI"),
    // Each app is a library, which its tests and fuzz targets use, and a thin executable.
    .target(
      name: "TicTacToeKit", dependencies: ["RIBs", "RIBsInspector", "TerminalUI"],
      path: "Examples/TicTacToe", plugins: ["RIBsDependencies"]),
    .executableTarget(
      name: "TicTacToe", dependencies: ["TicTacToeKit", "TerminalUI", "RIBs"],
      path: "Examples/Executables/TicTacToe"),
    .target(
      name: "MiniSuperAppKit",
      dependencies: [
        "RIBs", "RIBsNavigation", "RIBsUIKit", "RIBsCombine", "RIBsSwiftUI", "RIBsInspector", "TerminalUI", "FileDescriptorIO",
        openCombine("OpenCombine"),
      ],
      path: "Examples/MiniSuperApp", plugins: ["RIBsDependencies"]),
    .executableTarget(
      name: "MiniSuperApp", dependencies: ["MiniSuperAppKit", "TerminalUI", "RIBs"],
      path: "Examples/Executables/MiniSuperApp"),
    // Moving a RIB from UIKit to SwiftUI changes its view file only: the same RIBs with terminal
    // views here, and with UIKit and SwiftUI views in .ci/check-apple-apis.
    .target(
      name: "MovingToSwiftUIExample", dependencies: ["RIBs", "RIBsNavigation", "TerminalUI"],
      path: "Examples/MovingToSwiftUI", exclude: ["Views/UIKit", "Views/SwiftUI", "README.md"]),

    // MARK: Fuzzing

    // libFuzzer targets, one per reader of untrusted input (Fuzzing/README.md). Built normally,
    // each replays the files it is given; built by .ci/run-fuzzers with -sanitize=fuzzer,address
    // and -DFUZZING (a toolset), it is a fuzzer, through libFuzzer's driver (LibFuzzer).
    .target(name: "LibFuzzer", path: "Fuzzing/LibFuzzer"),
    .target(
      name: "FuzzingSupport", dependencies: ["LibFuzzer", "RIBs", "RIBsTesting", "TerminalUI"],
      path: "Fuzzing/Support"),
    .executableTarget(
      name: "FuzzSnapshotReader", dependencies: ["FuzzingSupport", "RIBTreeRendering", "RIBs"],
      path: "Fuzzing/Targets/FuzzSnapshotReader"),
    .executableTarget(
      name: "FuzzTicTacToe", dependencies: ["FuzzingSupport", "TicTacToeKit", "TerminalUI"],
      path: "Fuzzing/Targets/FuzzTicTacToe"),
    .executableTarget(
      name: "FuzzDeepLinks", dependencies: ["FuzzingSupport", "TicTacToeKit", "TerminalUI"],
      path: "Fuzzing/Targets/FuzzDeepLinks"),
    .executableTarget(
      name: "FuzzMiniSuperApp", dependencies: ["FuzzingSupport", "MiniSuperAppKit", "TerminalUI"],
      path: "Fuzzing/Targets/FuzzMiniSuperApp"),
    .executableTarget(
      name: "FuzzDependencyScanner", dependencies: ["FuzzingSupport", "RIBsDependencyGraph"],
      path: "Fuzzing/Targets/FuzzDependencyScanner"),
    .executableTarget(
      name: "FuzzWalletFile", dependencies: ["FuzzingSupport", "MiniSuperAppKit", "TerminalUI"],
      path: "Fuzzing/Targets/FuzzWalletFile"),

    // MARK: Tests

    // The tree's test RIBs (a router that logs its lifecycle, a screen with a view), for the
    // core's tests and the navigation models'.
    .target(name: "RIBsTestFixtures", dependencies: ["RIBs"], path: "Tests/RIBsTestFixtures"),
    .testTarget(name: "RIBsTests", dependencies: ["RIBs", "RIBsTesting", "RIBsTestFixtures"]),
    .testTarget(
      name: "RIBsNavigationTests",
      dependencies: ["RIBsNavigation", "RIBs", "RIBsTesting", "RIBsTestFixtures"]),
    .testTarget(
      name: "RIBsCombineTests", dependencies: ["RIBsCombine", "RIBs", "RIBsTesting"]),
    // Run with the RxSwift trait (.ci/check-rx); without it, the target is empty.
    .testTarget(
      name: "RIBsRxTests",
      dependencies: [
        "RIBsRx", "RIBs", "RIBsTesting", rxSwift("RxSwift"), rxSwift("RxRelay"), rxSwift("RxTest"),
        rxSwift("RxBlocking"),
      ]),
    .testTarget(
      name: "RIBsSwiftUITests", dependencies: ["RIBsSwiftUI", "RIBsNavigation", "RIBs"]),
    .testTarget(
      name: "RIBTreeRenderingTests",
      dependencies: ["RIBTreeRendering", "RIBs", "RIBsDependencyGraph", "GoldenFileSupport"],
      exclude: ["Renderings"]),
    .testTarget(
      name: "RIBsGeneratorTests", dependencies: ["RIBsGenerator", "GoldenFileSupport"],
      exclude: ["Snapshots"]),
    .testTarget(name: "FileDescriptorIOTests", dependencies: ["FileDescriptorIO"]),
    .testTarget(name: "RIBsMigrationTests", dependencies: ["RIBsMigration", "RIBsDependencyGraph"]),
    .testTarget(name: "RIBsDependencyGraphTests", dependencies: ["RIBsDependencyGraph"]),
    .testTarget(name: "AppleAvailabilityLintTests", dependencies: ["AppleAvailabilityLint"]),
    .testTarget(
      name: "RIBsInspectorTests",
      dependencies: [
        "RIBsInspector", "RIBs", "RIBsNavigation", "RIBsTesting",
        nio("NIOCore"),
        nio("NIOEmbedded"),
        nio("NIOHTTP1"),
        nio("NIOWebSocket"),
      ]),
    // Golden files: recorded only with RECORD_SNAPSHOTS=1; a missing one fails its test.
    .target(name: "GoldenFileSupport", path: "Tests/GoldenFileSupport"),
    .testTarget(name: "GoldenFileSupportTests", dependencies: ["GoldenFileSupport"]),
    .target(
      name: "AppSessionSupport",
      dependencies: ["RIBs", "RIBsTesting", "TerminalUI", "GoldenFileSupport"],
      path: "Tests/AppSessionSupport"),
    .testTarget(
      name: "TicTacToeTests",
      dependencies: [
        "TicTacToeKit", "TerminalUI", "RIBs", "RIBsInspector", "RIBsTesting",
        "AppSessionSupport",
      ],
      exclude: ["EndToEnd/Transcripts"],
      // XDependencyFake for each of TicTacToe's RIBs.
      plugins: ["RIBsDependencies"]),
    .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI", "RIBs", "RIBsNavigation"]),
    .testTarget(
      name: "MovingToSwiftUITests",
      dependencies: ["MovingToSwiftUIExample", "TerminalUI", "RIBs", "RIBsNavigation", "RIBsTesting"]),
    .testTarget(
      name: "MiniSuperAppTests",
      dependencies: [
        "MiniSuperAppKit", "TerminalUI", "RIBs", "RIBsNavigation", "RIBsCombine", "RIBsInspector",
        "RIBsTesting",
        "AppSessionSupport", "FileDescriptorIO", openCombine("OpenCombine"),
      ],
      exclude: ["EndToEnd/Transcripts"]),
  ],
  swiftLanguageModes: [.v6]
)

for target in package.targets where target.type != .plugin {
  var settings = target.swiftSettings ?? []
  settings.append(contentsOf: [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("InferIsolatedConformances"),
    .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
  ])
  target.swiftSettings = settings
}
