/// A pending leak expectation, which can be withdrawn.
///
/// A protocol, so that a test's `LeakDetector` subclass can
/// return a mock of its own.
@preconcurrency
@MainActor
public protocol LeakDetectionHandle {
  /// Withdraws the expectation: no leak will be reported for it.
  func cancel()
}

/// The handle of an expectation recorded by a ``LeakDetector``.
struct LeakExpectationHandle: LeakDetectionHandle {
  let detector: LeakDetector
  let id: UInt64

  func cancel() {
    detector.cancelExpectation(id)
  }
}
