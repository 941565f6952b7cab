/// The names an app cannot take because its build already has a module or a target of that name:
/// the app's module would shadow it (`circular dependency between modules 'Dispatch' and 'RIBs'`),
/// or SwiftPM refuses the package graph (`target names need to be unique across the package
/// graph`).
///
/// `.ci/check-app-names` keeps the lists true: every target of this package, and every module
/// that the modules an app imports import in turn, on Linux (in CI) and in the iPhoneOS SDK (where
/// it is set up), must be refused.
enum AppNameConflicts {
  /// Why `name` cannot name an app, or `nil` if it can.
  ///
  /// - Parameter name: The app's name, which names its module and, with `Tests`, its test target.
  /// - Returns: What the name collides with, as the end of a sentence about `name`.
  static func conflict(of name: String) -> String? {
    if platformModules.contains(name) {
      return "\(name) is the name of a module an app's build imports (from Apple's SDK or the "
        + "Swift toolchain)"
    }
    if name.hasPrefix("RIBs") || frameworkTargets.contains(name) {
      return "\(name) is the name of a module or a target of this framework's package, which the "
        + "app's package depends on (SwiftPM wants target names unique in a package graph)"
    }
    if frameworkTargets.contains(name + "Tests") {
      return "the app's tests, \(name)Tests, would have the name of a target of this framework's "
        + "package, which the app's package depends on (SwiftPM wants target names unique in a "
        + "package graph)"
    }
    return nil
  }

  /// Modules with an upper-case name in what the app and this framework import, and what those
  /// import in turn (`swiftc -scan-dependencies`): with the iPhoneOS 17.0 SDK for iOS 16 and 17,
  /// and with Swift 6.3 on Linux; `SwiftUICore`, which the iOS 18 SDK splits out of SwiftUI, and
  /// `XCTest`, which sits beside Apple's SDK, were added by hand.
  static let platformModules: Set<String> = [
    "Accessibility", "CDispatch", "CFNetwork", "Combine", "CoreData", "CoreFoundation",
    "CoreGraphics", "CoreImage", "CoreText", "CoreTransferable", "CoreVideo", "Darwin",
    "DataDetection", "DeveloperToolsSupport", "Dispatch", "FileProvider", "Foundation",
    "FoundationEssentials", "FoundationInternationalization", "Glibc", "IOSurface", "ImageIO",
    "MachO", "Metal", "OSLog", "ObjectiveC", "Observation", "OpenGLES", "QuartzCore", "Security",
    "Swift", "SwiftGlibc", "SwiftOnoneSupport", "SwiftOverlayShims", "SwiftShims", "SwiftUI",
    "SwiftUICore", "Symbols", "Synchronization", "Testing", "UIKit", "UniformTypeIdentifiers",
    "UserNotifications", "XCTest",
  ]

  /// The targets of this framework's package whose names do not start with `RIBs`: its apps, its
  /// tools and their support, and their tests.
  static let frameworkTargets: Set<String> = [
    "AppSessionSupport", "AppleAvailabilityLint", "AppleAvailabilityLintTests", "FileDescriptorIO",
    "FileDescriptorIOTests", "FuzzDeepLinks", "FuzzDependencyScanner", "FuzzMiniSuperApp",
    "FuzzSnapshotReader", "FuzzTicTacToe", "FuzzWalletFile", "FuzzingSupport", "GoldenFileSupport",
    "GoldenFileSupportTests", "LibFuzzer", "MiniSuperApp", "MiniSuperAppKit", "MiniSuperAppTests",
    "MovingToSwiftUIExample", "MovingToSwiftUITests", "RIBTreeRendering", "RIBTreeRenderingTests",
    "TerminalUI", "TerminalUITests", "TicTacToe", "TicTacToeKit", "TicTacToeTests",
  ]
}
