// swift-tools-version: 6.2
import PackageDescription

// A small wallet app written as a ModernRIBs app is written, with hand-written mocks and tests.
// Its sources import ModernRIBs and Combine: `ribs migrate --write` swaps the imports, and nothing
// else changes. `.ci/check-migration` does that on a copy, then builds and tests it in
// Swift 6 and Swift 5 language modes (SAMPLE_LANGUAGE_MODE=6 or 5).
//
// This manifest is the migrated app's: it depends on RIBs instead of ModernRIBs, and sets default
// main-actor isolation, as "Migrating from ModernRIBs" advises.

let languageMode: SwiftLanguageMode =
  Context.environment["SAMPLE_LANGUAGE_MODE"] == "5" ? .v5 : .v6
let settings: [SwiftSetting] = [
  .swiftLanguageMode(languageMode),
  .defaultIsolation(MainActor.self),
]
/// Combine where Apple's does not exist.
let openCombine = Target.Dependency.product(
  name: "OpenCombine", package: "OpenCombine",
  condition: .when(platforms: [.linux, .windows, .android, .wasi, .openbsd]))

let package = Package(
  name: "WalletSample",
  platforms: [.iOS(.v16), .macOS(.v14)],
  dependencies: [
    .package(name: "RIBs", path: "../..", traits: ["Combine"]),
    .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
  ],
  targets: [
    .target(
      name: "Wallet",
      dependencies: [
        .product(name: "RIBs", package: "RIBs"),
        .product(name: "RIBsCombine", package: "RIBs"),
        openCombine,
      ],
      swiftSettings: settings),
    .testTarget(
      name: "WalletTests",
      dependencies: [
        "Wallet",
        .product(name: "RIBs", package: "RIBs"),
        .product(name: "RIBsCombine", package: "RIBs"),
        openCombine,
      ],
      swiftSettings: settings),
  ]
)
