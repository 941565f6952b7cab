/// A pending leak expectation, which can be withdrawn.
@MainActor
public struct LeakDetectionHandle {
  let detector: LeakDetector
  let id: UInt64

  /// Withdraws the expectation: no leak will be reported for it.
  public func cancel() {
    detector.cancelExpectation(id)
  }
}
