import Foundation
import RIBs

#if canImport(UIKit)
  import UIKit
#endif

/// A leak detector for tests: it records leaks instead of asserting, on a clock the test advances,
/// and counts the expectations it is given as they are made.
///
/// ```swift
/// let leaks = LeakRecorder()
/// LeakDetector.withInstance(leaks.detector) {
///   parent.detachChild(child)
/// }
/// #expect(leaks.expectDeallocateCallCount == 1)
/// await leaks.advance(by: .seconds(1))
/// #expect(leaks.leaks.isEmpty)
/// ```
///
/// `withInstance(_:operation:)` scopes the detector to the task that runs the operation, so suites
/// that run in parallel each count their own.
@preconcurrency
@MainActor
public final class LeakRecorder {
  /// The clock the detector measures its expected times with.
  public let clock = ManualClock()
  /// The leaks reported so far, in order.
  public private(set) var leaks: [RIBsDiagnostic] = []

  /// The detector to install with `LeakDetector.withInstance(_:operation:)`.
  public var detector: LeakDetector { counting }

  private lazy var counting = CountingLeakDetector(clock: clock) {
    [weak self] in self?.leaks.append($0)
  }

  /// How many times an object was expected to be deallocated (a router's interactor and view when
  /// the router goes away, a presenter), counted when the expectation is made.
  public var expectDeallocateCallCount: Int { counting.deallocations }

  /// How many times a view was expected to disappear (a viewable RIB inactive), counted when the
  /// expectation is made.
  public var expectViewControllerDisappearCallCount: Int { counting.disappearances }

  /// How many expectations of any kind the detector was given: more than zero once it has been
  /// given any, so that a test can check that leak detection was exercised.
  public var expectationCount: Int { counting.deallocations + counting.disappearances }

  /// Creates a recorder.
  public init() {}

  /// Moves the detector's time forward and returns once it has checked the expectations due by
  /// then.
  ///
  /// The clock wakes the detector; a check of expectations due inside the detector's coalescing
  /// window is made at once too. A check that waits for work the framework cancelled to wind down
  /// (a workflow's step, which may still hold a RIB that went away) has run when this returns: the
  /// detector never reports what such work holds.
  ///
  /// - Parameter duration: How far to move time.
  public func advance(by duration: Duration) async {
    await clock.advance(by: duration)
    counting.checkDueExpectations()
    await counting.waitForDeferredCheck()
  }

  /// Moves the detector's time forward by `seconds`, as the leak detector's default times are
  /// given (`LeakDefaultExpectationTime`).
  ///
  /// - Parameter seconds: How far to move time, in seconds.
  public func advance(bySeconds seconds: TimeInterval) async {
    await advance(by: .seconds(seconds))
  }
}

/// A detector that counts the expectations it is given, through the methods a subclass overrides,
/// as a test's own subclass would.
private final class CountingLeakDetector: LeakDetector {
  var deallocations = 0
  var disappearances = 0

  init(clock: ManualClock, reportLeak: @escaping @MainActor (RIBsDiagnostic) -> Void) {
    super.init(clock: clock, isEnabled: true, reportLeak: reportLeak)
  }

  override func expectDeallocate(object: AnyObject, inTime time: TimeInterval)
    -> any LeakDetectionHandle
  {
    deallocations += 1
    return super.expectDeallocate(object: object, inTime: time)
  }

  #if canImport(UIKit)
    override func expectViewControllerDisappear(
      viewController: UIViewController, inTime time: TimeInterval
    ) -> any LeakDetectionHandle {
      disappearances += 1
      return super.expectViewControllerDisappear(viewController: viewController, inTime: time)
    }
  #else
    override func expectViewControllerDisappear(
      viewController: any ViewControllable, inTime time: TimeInterval
    ) -> any LeakDetectionHandle {
      disappearances += 1
      return super.expectViewControllerDisappear(viewController: viewController, inTime: time)
    }
  #endif
}
