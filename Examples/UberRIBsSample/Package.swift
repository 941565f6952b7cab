// swift-tools-version:5.9
import PackageDescription

// A small ride app written as an app on Uber's RIBs is written: RxSwift in app code (relays
// handing values down, disposeOnDeactivate on every subscription, a worker that disposes on stop,
// a deep link as a workflow of observables, an observer of the leak detector's status), a
// test-support module of hand-written mocks as Uber's are written, and Swift 5 XCTest cases.
//
// This manifest is the app's as it is on Uber's RIBs: it does not build here. `.ci/check-migration`
// migrates a copy with `ribs migrate --package-url <this checkout>`, checks that only imports, mock
// conformances and this manifest changed, and builds and tests the copy in Swift 5 mode and, after
// `ribs migrate --swift6`, with the app in Swift 6 mode.

let package = Package(
  name: "Rides",
  platforms: [.iOS(.v16), .macOS(.v14)],
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
        .product(name: "RxRelay", package: "RxSwift"),
      ]),
    // The app's hand-written mocks, in a module of their own.
    .target(
      name: "RidesTestSupport",
      dependencies: [
        "Rides",
        .product(name: "RIBs", package: "RIBs"),
        .product(name: "RxSwift", package: "RxSwift"),
      ],
      path: "Tests/RidesTestSupport"),
    .testTarget(
      name: "RidesTests",
      dependencies: [
        "Rides", "RidesTestSupport",
        .product(name: "RIBs", package: "RIBs"),
        .product(name: "RxSwift", package: "RxSwift"),
        .product(name: "RxRelay", package: "RxSwift"),
        .product(name: "RxTest", package: "RxSwift"),
        .product(name: "RxBlocking", package: "RxSwift"),
      ]),
  ]
)
