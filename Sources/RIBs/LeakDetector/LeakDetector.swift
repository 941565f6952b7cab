import Foundation

#if canImport(UIKit)
  import UIKit
#endif

/// Reports objects that outlive the RIB they belonged to.
///
/// When a router is deallocated it asks the detector to expect its interactor (and, for a viewable
/// router, its view controller) to be deallocated too. If the object is still alive after the
/// expected time (1 second by default), the detector reports
/// ``RIBsDiagnostic/Kind/objectLeaked`` with the object's type name.
///
/// Routers use ``instance``. A test replaces it for the duration of an operation with
/// `withInstance(_:operation:)`, driving its time with a manual clock, or a test suite installs
/// its own for the whole process with ``setInstance(_:)``:
///
/// ```swift
/// let clock = ManualClock()
/// let detector = LeakDetector(clock: clock)
/// LeakDetector.withInstance(detector) {
///   parent.detachChild(child)
/// }
/// ```
///
/// Setting the environment variable `DISABLE_LEAK_DETECTION` to any value but `0` or `false`
/// disables the default detector.
///
/// A test that counts what the framework expects subclasses the detector: the
/// framework makes every expectation through ``expectDeallocate(object:inTime:)-(_,TimeInterval)``
/// and ``expectViewControllerDisappear(viewController:inTime:)-(_,TimeInterval)``, which a subclass
/// overrides (`RIBsTesting`'s `LeakRecorder` counts them too).
@preconcurrency
@MainActor
open class LeakDetector {
  /// Whether the detector records expectations.
  ///
  /// A disabled detector ignores them.
  public let isEnabled: Bool

  /// Whether any expectation is pending.
  ///
  /// Where RIBsCombine or RIBsRx is imported, their `status` (a publisher, an observable) is the
  /// one an untyped `let` or a `switch` picks; a comparison picks this one.
  @_disfavoredOverload
  public var status: LeakDetectionStatus { currentStatus }

  /// ``status``, for RIBsCombine, where the publisher named `status` hides it.
  package final var statusValue: LeakDetectionStatus { currentStatus }

  // Private storage behind a public getter, so that the optimizer sees every access and checks
  // exclusivity statically (see `exchange(_:with:)`).
  private var currentStatus = LeakDetectionStatus.didComplete

  final func setStatus(_ status: LeakDetectionStatus) {
    guard currentStatus != status else { return }
    currentStatus = status
    statusBroadcast?.send(status)
  }

  final let time: LeakDetectorTime
  /// Calls an action on the main actor at an offset of the clock from the detector's start;
  /// returns what cancels it.
  typealias Wake = @MainActor (Duration, @escaping Action) -> @Sendable () -> Void
  /// What the detector does when it wakes.
  typealias Action = @MainActor @Sendable () -> Void
  /// How the detector wakes on its clock.
  final let wake: Wake
  /// Where leaks are reported; `nil` for ``RIBsDiagnostics``.
  final let reportLeak: (@MainActor (RIBsDiagnostic) -> Void)?
  /// The pending expectations, one queue per time limit (a router's interactor, a view), each in
  /// the order its expectations come due.
  final var queues: [LeakExpectationQueue] = []
  /// How many expectations are pending and not withdrawn.
  final var pendingCount = 0
  /// What wakes the detector for the next batch of due expectations (how to cancel it), and when.
  final var timer: (cancel: @Sendable () -> Void, deadline: Duration)?
  /// Work the framework cancelled that is still winding down.
  ///
  /// A workflow step's task may hold a RIB that went away until it returns: checks wait for it.
  final var windingDown = 0
  /// Whether a check came due while work was winding down, and waits for it.
  final var isCheckDeferred = false
  /// When the check that waits began waiting: it waits at most ``windDownGrace`` longer.
  final var deferredSince: Duration?
  /// How long a check waits for cancelled work to wind down before it runs anyway: work that has
  /// not returned a second after its cancellation keeps what it holds, which is then reported.
  static let windDownGrace = Duration.seconds(1)
  /// Who waits for a deferred check (`waitForDeferredCheck()`).
  final var deferredCheckWaiters: [CheckedContinuation<Void, Never>] = []
  /// The observers of ``status``, made on first observation (`LeakDetector+Status.swift`).
  final var statusBroadcast: StateBroadcast<LeakDetectionStatus>?

  /// How long the detector lets due expectations gather before it checks them.
  ///
  /// Its timer wakes at most once per window, for every expectation due by then. A leak check
  /// measured in seconds does not need to be exact to the millisecond; a churn of RIBs needs the
  /// detector to wake for batches, not for each.
  static let coalescingWindow = Duration.milliseconds(50)

  /// Creates a leak detector on the continuous clock, as an app uses (and as a test's subclass is
  /// created: `LeakDetectorMock()`).
  ///
  /// - Parameters:
  ///   - isEnabled: Whether to record expectations. By default, `true` unless the environment
  ///     variable `DISABLE_LEAK_DETECTION` is set.
  ///   - reportLeak: Where to report leaks. By default, to ``RIBsDiagnostics``.
  public convenience init(
    isEnabled: Bool = LeakDetector.isEnabledByEnvironment,
    reportLeak: (@MainActor (RIBsDiagnostic) -> Void)? = nil
  ) {
    self.init(clock: ContinuousClock(), isEnabled: isEnabled, reportLeak: reportLeak)
  }

  /// Creates a leak detector.
  ///
  /// - Parameters:
  ///   - clock: The clock that measures the expected times. Tests pass a manual clock.
  ///   - isEnabled: Whether to record expectations. By default, `true` unless the environment
  ///     variable `DISABLE_LEAK_DETECTION` is set.
  ///   - reportLeak: Where to report leaks. By default, to ``RIBsDiagnostics``.
  public init<C: Clock>(
    clock: C,
    isEnabled: Bool = LeakDetector.isEnabledByEnvironment,
    reportLeak: (@MainActor (RIBsDiagnostic) -> Void)? = nil
  ) where C.Duration == Duration {
    let start = clock.now
    if let start = start as? ContinuousClock.Instant {
      self.time = LeakDetectorTime(continuousSince: start)
    } else {
      self.time = LeakDetectorTime { start.duration(to: clock.now) }
    }
    if let clock = clock as? any SchedulingClock {
      self.wake = Self.wake(on: clock)
    } else {
      self.wake = { offset, action in
        let task = Task {
          do {
            try await clock.sleep(until: start.advanced(by: offset), tolerance: nil)
          } catch {
            return
          }
          // Replaced meanwhile, by a newer timer or a check made at once.
          guard !Task.isCancelled else { return }
          action()
        }
        return { task.cancel() }
      }
    }
    self.isEnabled = isEnabled
    self.reportLeak = reportLeak
  }

  // A plain deinit: cancelling a task is safe anywhere, and an `isolated deinit` would wait for
  // the main actor when released elsewhere (as a test suite may be), which may never come.
  deinit {
    // A timer asleep on a clock that will not advance again (a test's manual clock) would otherwise
    // wait forever, keeping the clock and itself alive.
    timer?.cancel()
  }

  /// Wakes on `clock`'s own schedule, from the detector's start.
  private static func wake<C: SchedulingClock>(on clock: C)
    -> Wake
  {
    let start = clock.now
    return { offset, action in clock.schedule(at: start.advanced(by: offset), action) }
  }

  /// Whether the environment leaves leak detection on: `DISABLE_LEAK_DETECTION` unset, `0` or
  /// `false`.
  public nonisolated static var isEnabledByEnvironment: Bool {
    switch ProcessInfo.processInfo.environment["DISABLE_LEAK_DETECTION"]?.lowercased() {
    case nil, "0", "false": true
    default: false
    }
  }

  /// Expects `object` to be deallocated within `time` seconds, and reports a leak if it is not.
  ///
  /// Every expectation of an object's deallocation, the framework's included, is made here: a
  /// subclass that overrides it sees them all.
  ///
  /// - Parameters:
  ///   - object: The object that should go away.
  ///   - time: How many seconds it may take.
  /// - Returns: A handle that withdraws the expectation.
  @discardableResult
  open func expectDeallocate(
    object: AnyObject, inTime time: TimeInterval = LeakDefaultExpectationTime.deallocation
  ) -> any LeakDetectionHandle {
    LeakExpectationHandle(
      detector: self, id: record(object, within: Self.limit(seconds: time), isDisappearance: false))
  }

  /// Expects `object` to be deallocated within `time`, and reports a leak if it is not.
  ///
  /// - Parameters:
  ///   - object: The object that should go away.
  ///   - time: How long it may take.
  /// - Returns: A handle that withdraws the expectation.
  @discardableResult
  public final func expectDeallocate(object: AnyObject, inTime time: Duration)
    -> any LeakDetectionHandle
  {
    expectDeallocate(object: object, inTime: time.inSeconds)
  }

  #if canImport(UIKit)
    /// Expects `viewController` to be off screen within `time` seconds, and reports it if it is not.
    ///
    /// Every expectation of a view's disappearance, the framework's included, is made here: a
    /// subclass that overrides it sees them all.
    ///
    /// - Parameters:
    ///   - viewController: The view controller that should disappear: its view in no window.
    ///   - time: How many seconds it may take.
    /// - Returns: A handle that withdraws the expectation.
    @discardableResult
    open func expectViewControllerDisappear(
      viewController: UIViewController,
      inTime time: TimeInterval = LeakDefaultExpectationTime.viewDisappear
    ) -> any LeakDetectionHandle {
      LeakExpectationHandle(
        detector: self,
        id: record(viewController, within: Self.limit(seconds: time), isDisappearance: true))
    }

    /// Expects `viewController` to be off screen within `time`, and reports it if it is not.
    ///
    /// - Parameters:
    ///   - viewController: The view controller that should disappear.
    ///   - time: How long it may take.
    /// - Returns: A handle that withdraws the expectation.
    @discardableResult
    public final func expectViewControllerDisappear(
      viewController: UIViewController, inTime time: Duration
    ) -> any LeakDetectionHandle {
      expectViewControllerDisappear(viewController: viewController, inTime: time.inSeconds)
    }
  #else
    /// Expects `viewController` to be off screen within `time` seconds, and reports it if it is not.
    ///
    /// Every expectation of a view's disappearance, the framework's included, is made here: a
    /// subclass that overrides it sees them all. (On UIKit it takes a `UIViewController`.)
    ///
    /// - Parameters:
    ///   - viewController: The view that should disappear; see ``ViewControllable/isOnScreen``.
    ///   - time: How many seconds it may take.
    /// - Returns: A handle that withdraws the expectation.
    @discardableResult
    open func expectViewControllerDisappear(
      viewController: any ViewControllable,
      inTime time: TimeInterval = LeakDefaultExpectationTime.viewDisappear
    ) -> any LeakDetectionHandle {
      LeakExpectationHandle(
        detector: self,
        id: record(viewController, within: Self.limit(seconds: time), isDisappearance: true))
    }

    /// Expects `viewController` to be off screen within `time`, and reports it if it is not.
    ///
    /// - Parameters:
    ///   - viewController: The view that should disappear; see ``ViewControllable/isOnScreen``.
    ///   - time: How long it may take.
    /// - Returns: A handle that withdraws the expectation.
    @discardableResult
    public final func expectViewControllerDisappear(
      viewController: any ViewControllable, inTime time: Duration
    ) -> any LeakDetectionHandle {
      expectViewControllerDisappear(viewController: viewController, inTime: time.inSeconds)
    }
  #endif
}
