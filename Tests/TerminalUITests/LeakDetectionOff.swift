import RIBs
import Testing

/// Runs each test of a suite, its suite's initializer included, with a leak detector that never
/// reports.
///
/// These suites check what the terminal draws; a test that keeps a dismissed screen to look at it
/// would otherwise be reported as a leak by the default detector, on the real clock, whenever a
/// loaded machine keeps the test from finishing within the detector's second.
struct LeakDetectionOff: SuiteTrait, TestTrait, TestScoping {
  var isRecursive: Bool { true }

  func provideScope(
    for test: Test, testCase: Test.Case?,
    performing function: @Sendable @concurrent () async throws -> Void
  ) async throws {
    let detector = await LeakDetector(isEnabled: false)
    try await LeakDetector.withInstance(detector) { try await function() }
  }
}

extension Trait where Self == LeakDetectionOff {
  /// Leak detection off for every test of the suite.
  static var leakDetectionOff: Self { Self() }
}
