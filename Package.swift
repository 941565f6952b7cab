// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "RIBs",
  platforms: [.iOS(.v16), .macOS(.v13), .tvOS(.v16), .watchOS(.v9)],
  products: [
    .library(name: "RIBs", targets: ["RIBs"]),
    .library(name: "RIBsTestSupport", targets: ["RIBsTestSupport"]),
  ],
  targets: [
    // MARK: Core library

    .target(name: "RIBs"),

    // MARK: Test support

    .target(name: "RIBsTestSupport", dependencies: ["RIBs"]),

    // MARK: Tests

    .testTarget(name: "RIBsTests", dependencies: ["RIBs", "RIBsTestSupport"]),
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
