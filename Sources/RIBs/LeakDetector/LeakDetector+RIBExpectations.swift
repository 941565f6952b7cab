import Foundation

/// The expectations the framework makes of a RIB's objects: made through the methods a subclass
/// overrides, so that a test's subclass sees every one, and without a handle or a conversion from
/// seconds otherwise.
extension LeakDetector {
  /// Expects `object`, which a RIB that went away owned, to be deallocated within `limit`.
  ///
  /// A subclass sees the expectation through ``expectDeallocate(object:inTime:)-(_,TimeInterval)``,
  /// as it sees every other; a `LeakDetector` itself records it without making a handle nobody
  /// keeps.
  func expectRIBObjectDeallocation(_ object: AnyObject, within limit: Duration) {
    if type(of: self) == LeakDetector.self {
      record(object, within: limit, isDisappearance: false)
    } else {
      expectDeallocate(object: object, inTime: limit.inSeconds)
    }
  }

  /// ``LeakDefaultExpectationTime``'s times as durations, converted once: a conversion from seconds
  /// costs more than the rest of a released RIB's expectation.
  static let deallocationLimit = Duration.seconds(LeakDefaultExpectationTime.deallocation)
  static let viewDisappearanceLimit = Duration.seconds(LeakDefaultExpectationTime.viewDisappear)

  /// `seconds` as a duration, without a conversion for the default times.
  static func limit(seconds: TimeInterval) -> Duration {
    switch seconds {
    case LeakDefaultExpectationTime.deallocation: deallocationLimit
    case LeakDefaultExpectationTime.viewDisappear: viewDisappearanceLimit
    default: .seconds(seconds)
    }
  }

  /// Expects the view behind `view` to disappear, through the method a subclass overrides.
  func expectDisappearance(of view: any ViewControllable) -> any LeakDetectionHandle {
    #if canImport(UIKit)
      expectViewControllerDisappear(viewController: view.uiviewController)
    #else
      expectViewControllerDisappear(viewController: view)
    #endif
  }
}
