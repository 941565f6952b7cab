// swift-tools-version: 6.2
import Foundation
import PackageDescription

// NB: a path dependency is named after its folder, which is whatever the clone is called.
let rootIdentity = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().lastPathComponent.lowercased()

let package = Package(
  name: "RIBsBenchmarks",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(path: "../"),
    .package(
      url: "https://github.com/ordo-one/package-benchmark", from: "1.38.1",
      traits: ["MallocInterposer"]),
  ],
  targets: [
    .target(
      name: "BenchmarkSupport",
      dependencies: [.product(name: "RIBs", package: rootIdentity)]),
    // The workloads as a synchronous program, for callgrind (count-instructions).
    .executableTarget(
      name: "InstructionCounts",
      dependencies: ["BenchmarkSupport", .product(name: "RIBs", package: rootIdentity)],
      swiftSettings: [.swiftLanguageMode(.v6)]),
    // The leak detector's cost per RIB under churn, on the real clock, at two lengths.
    .executableTarget(
      name: "LeakChurn",
      dependencies: ["BenchmarkSupport", .product(name: "RIBs", package: rootIdentity)],
      swiftSettings: [.swiftLanguageMode(.v6)]),
    // The leak detector on a saturated main actor: no false report, every planted leak reported.
    .executableTarget(
      name: "LeakStress",
      dependencies: [.product(name: "RIBs", package: rootIdentity)],
      swiftSettings: [.swiftLanguageMode(.v6)]),
    // A tree of 10,001 RIBs with 100 events a second under the inspector, for inspector-page.
    .executableTarget(
      name: "InspectorLoad",
      dependencies: [
        .product(name: "RIBs", package: rootIdentity),
        .product(name: "RIBsInspector", package: rootIdentity),
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]),
  ]
)

// One executable target per area, each run by package-benchmark's plugin.
for area in [
  "TreeBenchmarks", "SharedBenchmarks", "ObservationBenchmarks", "MemoryBenchmarks",
  "InspectionBenchmarks",
] {
  package.targets.append(
    .executableTarget(
      name: area,
      dependencies: [
        "BenchmarkSupport",
        .product(name: "RIBs", package: rootIdentity),
        .product(name: "RIBTreeRendering", package: rootIdentity),
        .product(name: "RIBsTesting", package: rootIdentity),
        .product(name: "Benchmark", package: "package-benchmark"),
      ],
      path: "Benchmarks/\(area)",
      swiftSettings: [.swiftLanguageMode(.v6)],
      plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]))
}
