// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "RIBs",
  platforms: [.iOS(.v16), .macOS(.v13), .tvOS(.v16), .watchOS(.v9)],
  products: [
    .library(name: "RIBs", targets: ["RIBs"]),
    .library(name: "RIBsTestSupport", targets: ["RIBsTestSupport"]),
    .executable(name: "TicTacToe", targets: ["TicTacToe"]),
  ],
  targets: [
    // MARK: Core library

    .target(name: "RIBs"),

    // MARK: Test support

    .target(name: "RIBsTestSupport", dependencies: ["RIBs"]),

    // MARK: Examples

    .target(name: "TerminalUI", dependencies: ["RIBs"], path: "Examples/TerminalUI"),
    .executableTarget(
      name: "TicTacToe", dependencies: ["RIBs", "TerminalUI"], path: "Examples/TicTacToe"),

    // MARK: Tests

    .testTarget(name: "RIBsTests", dependencies: ["RIBs", "RIBsTestSupport"]),
    .testTarget(
      name: "TicTacToeTests",
      dependencies: ["TicTacToe", "TerminalUI", "RIBs", "RIBsTestSupport"],
      exclude: ["EndToEnd/Transcripts"]),
  ],
  swiftLanguageModes: [.v6]
)

for target in package.targets {
  var settings = target.swiftSettings ?? []
  settings.append(contentsOf: [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("InferIsolatedConformances"),
    .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
  ])
  target.swiftSettings = settings
}
