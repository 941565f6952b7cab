// swift-tools-version: 6.2
import PackageDescription

// A small wallet app written as a ModernRIBs app is written, with its own CombineUtil module (the
// seeds' CurrentValuePublisher and ReadOnlyCurrentValuePublisher), hand-written mocks, and XCTest
// and Swift Testing tests. Its sources import ModernRIBs and Combine: `ribs migrate --write` swaps
// the imports, and nothing else changes. `.ci/check-migration` does that on a copy, then builds and
// tests it in Swift 5 and Swift 6 language modes (SAMPLE_LANGUAGE_MODE=5 or 6), with no other
// setting: no default isolation, no upcoming feature.
//
// This manifest is the migrated app's: it depends on RIBs instead of ModernRIBs.

let languageMode: SwiftLanguageMode =
  Context.environment["SAMPLE_LANGUAGE_MODE"] == "5" ? .v5 : .v6
let settings: [SwiftSetting] = [.swiftLanguageMode(languageMode)]
/// The XCTest cases are Swift 5, as every ModernRIBs test suite is, whatever the app's mode;
/// `.ci/check-migration` also compiles them in Swift 6 mode (SAMPLE_XCTEST_LANGUAGE_MODE=6) to see
/// each call that Swift 6 rejects.
let xctestSettings: [SwiftSetting] = [
  .swiftLanguageMode(Context.environment["SAMPLE_XCTEST_LANGUAGE_MODE"] == "6" ? .v6 : .v5)
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
    .target(name: "CombineUtil", dependencies: [openCombine], swiftSettings: settings),
    .target(
      name: "Wallet",
      dependencies: [
        "CombineUtil",
        .product(name: "RIBs", package: "RIBs"),
        .product(name: "RIBsCombine", package: "RIBs"),
        openCombine,
      ],
      swiftSettings: settings),
    // The app's hand-written mocks, in a module of their own that both test targets use.
    .target(
      name: "WalletTestSupport",
      dependencies: [
        "Wallet", "CombineUtil",
        .product(name: "RIBs", package: "RIBs"),
        .product(name: "RIBsCombine", package: "RIBs"),
        openCombine,
      ],
      path: "Tests/WalletTestSupport",
      swiftSettings: settings),
    .testTarget(
      name: "WalletTests",
      dependencies: [
        "Wallet", "CombineUtil", "WalletTestSupport",
        .product(name: "RIBs", package: "RIBs"),
        .product(name: "RIBsCombine", package: "RIBs"),
        openCombine,
      ],
      swiftSettings: settings),
    .testTarget(
      name: "WalletXCTests",
      dependencies: [
        "Wallet", "CombineUtil", "WalletTestSupport",
        .product(name: "RIBs", package: "RIBs"),
        .product(name: "RIBsCombine", package: "RIBs"),
        openCombine,
      ],
      swiftSettings: xctestSettings),
  ]
)
