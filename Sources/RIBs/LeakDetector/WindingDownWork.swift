/// Work the framework cancelled that may still run, such as a task scoped to an interactor's
/// activation: it may hold a RIB that went away until it returns, so the leak detector in effect
/// when it was cancelled waits for it before it checks.
@MainActor
final class WindingDownWork {
  private var detector: LeakDetector?

  /// The work was cancelled: the detector in effect now waits for it to finish.
  func didCancel() {
    guard detector == nil else { return }
    let detector = LeakDetector.instance
    detector.workWillWindDown()
    self.detector = detector
  }

  /// The work has finished: the detector no longer waits for it.
  func didFinish() {
    detector?.workDidWindDown()
    detector = nil
  }
}
