/// A viewable router's view, as its node follows it for the leak detector: the view, and the pending
/// expectation that it disappears, made while the RIB is inactive.
@MainActor
final class RouterView {
  /// The view, whose deallocation is expected after the router's.
  let controllable: any ViewControllable
  private var disappearance: (any LeakDetectionHandle)?

  init(_ controllable: any ViewControllable) {
    self.controllable = controllable
  }

  /// Expects the view to disappear, in place of any earlier expectation.
  func expectDisappearance(with detector: LeakDetector) {
    cancelDisappearance()
    disappearance = detector.expectDisappearance(of: controllable)
  }

  /// Withdraws the expectation that the view disappears, if there is one.
  func cancelDisappearance() {
    // Taken out first: a handle (a test's) may run any code when cancelled.
    guard let handle = disappearance else { return }
    disappearance = nil
    handle.cancel()
  }
}
