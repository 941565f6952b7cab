import Foundation

#if canImport(UIKit)
  import UIKit
#endif

/// Reports objects that outlive the RIB they belonged to.
///
/// When a router is deallocated it asks the detector to expect its interactor (and, for a viewable
/// router, its view controller) to be deallocated too. If the object is still alive after the
/// expected time (1 second by default, as in Uber's RIBs), the detector reports
/// ``RIBsDiagnostic/Kind/objectLeaked`` with the object's type name.
///
/// Routers use ``instance``. A test replaces it for the duration of an operation with
/// `withInstance(_:operation:)`, driving its time with a manual clock, or a test suite installs
/// its own for the whole process with ``setInstance(_:)``, as with Uber's RIBs:
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
/// A test that counts what the framework expects subclasses the detector, as with Uber's RIBs: the
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
  public var status: LeakDetectionStatus { currentStatus }

  /// ``status``, for RIBsCombine, where the publisher named `status` hides it.
  package final var statusValue: LeakDetectionStatus { currentStatus }

  // NB: private storage behind a public getter, so that the optimizer sees every access and checks
  // exclusivity statically (see `exchange(_:with:)`).
  private var currentStatus = LeakDetectionStatus.didComplete

  private func setStatus(_ status: LeakDetectionStatus) {
    guard currentStatus != status else { return }
    currentStatus = status
    statusBroadcast?.send(status)
  }

  private let time: LeakDetectorTime
  /// Calls an action on the main actor at an offset of the clock from the detector's start;
  /// returns what cancels it.
  private let wake:
    @MainActor (Duration, @escaping @MainActor @Sendable () -> Void) -> @Sendable () -> Void
  /// Where leaks are reported; `nil` for ``RIBsDiagnostics``.
  let reportLeak: (@MainActor (RIBsDiagnostic) -> Void)?
  /// The pending expectations, one queue per time limit (a router's interactor, a view), each in
  /// the order its expectations come due.
  private var queues: [LeakExpectationQueue] = []
  /// How many expectations are pending and not withdrawn.
  private var pendingCount = 0
  /// What wakes the detector for the next batch of due expectations (how to cancel it), and when.
  private var timer: (cancel: @Sendable () -> Void, deadline: Duration)?
  /// Work the framework cancelled that is still winding down.
  ///
  /// A workflow step's task may hold a RIB that went away until it returns: checks wait for it.
  private var windingDown = 0
  /// Whether a check came due while work was winding down, and waits for it.
  private var isCheckDeferred = false
  /// When the check that waits began waiting: it waits at most ``windDownGrace`` longer.
  private var deferredSince: Duration?
  /// How long a check waits for cancelled work to wind down before it runs anyway: work that has
  /// not returned a second after its cancellation keeps what it holds, which is then reported.
  static let windDownGrace = Duration.seconds(1)
  /// Who waits for a deferred check (`waitForDeferredCheck()`).
  private var deferredCheckWaiters: [CheckedContinuation<Void, Never>] = []
  /// The observers of ``status``, made on first observation (`LeakDetector+Status.swift`).
  var statusBroadcast: StateBroadcast<LeakDetectionStatus>?

  /// How long the detector lets due expectations gather before it checks them.
  ///
  /// Its timer wakes at most once per window, for every expectation due by then. A leak check measured in seconds
  /// does not need to be exact to the millisecond; a churn of RIBs needs the detector to wake for
  /// batches, not for each.
  static let coalescingWindow = Duration.milliseconds(50)

  /// Creates a leak detector on the continuous clock, as an app uses (and as a test's subclass
  /// written for Uber's RIBs is created: `LeakDetectorMock()`).
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

  // NB: a plain deinit: cancelling a task is safe anywhere, and an `isolated deinit` would wait for
  // the main actor when released elsewhere (as a test suite may be), which may never come.
  deinit {
    // A timer asleep on a clock that will not advance again (a test's manual clock) would otherwise
    // wait forever, keeping the clock and itself alive.
    timer?.cancel()
  }

  /// Wakes on `clock`'s own schedule, from the detector's start.
  private static func wake<C: SchedulingClock>(on clock: C)
    -> @MainActor (Duration, @escaping @MainActor @Sendable () -> Void) -> @Sendable () -> Void
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
    /// subclass that overrides it sees them all. (On UIKit it takes a `UIViewController`, as in
    /// Uber's RIBs.)
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

  func cancelExpectation(_ id: UInt64) {
    let queue = Int(id >> Self.queueShift)
    let number = id & Self.numberMask
    guard number > 0, queue < queues.count else { return }
    guard updateQueues({ $0[queue].withdraw(number - 1) }) else { return }
    pendingCount -= 1
    if pendingCount == 0 { setStatus(.didComplete) }
  }

  // MARK: Checking

  /// An expectation's identifier: its queue in the high bits, its number in that queue below.
  private static let queueShift: UInt64 = 56
  private static let numberMask: UInt64 = (1 << queueShift) - 1

  /// Records an expectation, if the detector is enabled; returns its identifier (0 if it is not).
  @discardableResult
  func record(_ object: AnyObject, within limit: Duration, isDisappearance: Bool) -> UInt64 {
    guard isEnabled else { return 0 }
    let deadline = time.now + limit
    let (queue, number) = updateQueues { queues in
      // NB: a loop, not `firstIndex { … }`: a closure handed to a nonisolated function checks at
      // run time that it runs on the main actor.
      var queue = 0
      while queue < queues.count, queues[queue].timeLimit != limit { queue += 1 }
      if queue == queues.count { queues.append(LeakExpectationQueue(timeLimit: limit)) }
      let number = queues[queue].append(
        object, deadline: deadline, isDisappearance: isDisappearance)
      return (queue, number)
    }
    pendingCount += 1
    if pendingCount == 1 { setStatus(.inProgress) }
    armTimer(for: deadline)
    // Numbers from 1, so that 0 names no expectation.
    return UInt64(queue) << Self.queueShift | (number + 1)
  }

  /// Makes sure the detector wakes for an expectation due at `deadline`: at the end of its window,
  /// unless the timer is armed to wake by then already.
  private func armTimer(for deadline: Duration) {
    // The usual case first, without computing the window: within a queue, later expectations come
    // due later, so the timer is armed for this deadline or earlier (`count-instructions release`).
    if let timer, timer.deadline <= deadline { return }
    let wake = deadline.endOfWindow(Self.coalescingWindow)
    if let timer, timer.deadline <= wake { return }
    armTimer(at: wake)
  }

  /// Wakes the detector at `deadline`.
  ///
  /// NB: the wake-up (a task, on most clocks) is made without the task-local instance: armed inside
  /// `withInstance(_:operation:)`, it would otherwise keep the detector for as long as it sleeps,
  /// and on a clock that never advances (a test's) the detector would never go away and cancel it.
  /// Other task-local values (a diagnostics capture) still reach it.
  private func armTimer(at deadline: Duration) {
    let cancel = Self.outsideScopedInstance {
      wake(deadline) { [weak self] in self?.timerFired() }
    }
    let previous = timer
    timer = (cancel, deadline)
    previous?.cancel()
  }

  /// Takes the expectations of `queue` due at `now` until one whose object is still alive, and
  /// returns that object; counts the others as done.
  private func takeDueObjectStillAlive(
    from queue: Int, at now: Duration
  ) -> (AnyObject, LeakExpectationQueue.Details)? {
    var done = 0
    let alive = updateQueues { queues -> (AnyObject, LeakExpectationQueue.Details)? in
      while let due = queues[queue].takeFirst(dueAt: now) {
        guard !due.details.isWithdrawn else { continue }
        done += 1
        if let object = due.object { return (object, due.details) }
      }
      return nil
    }
    pendingCount -= done
    return alive
  }

  /// Runs `body` on the queues, taken out and put back.
  ///
  /// What `body` releases (a queue's old storage, as it grows) is released after the access, so
  /// every access to ``queues`` is checked statically (see ``exchange(_:with:)``). `body` runs no
  /// application code.
  private func updateQueues<Result>(
    _ body: (inout [LeakExpectationQueue]) -> Result
  ) -> Result {
    var taken = exchange(&queues, with: [])
    let result = body(&taken)
    swap(&queues, &taken)
    return result
  }

  /// Checks the expectations due at the clock's time now, without waiting for the timer to wake
  /// and reach the main actor, then waits for the next one: what a test clock does after it moves
  /// time (RIBsTesting's `LeakRecorder.advance(by:)`), so that its test reads the outcome at once.
  package func checkDueExpectations() {
    timer?.cancel()
    timerFired()
  }

  /// Counts work the framework cancelled that still runs (a workflow step's task), until
  /// ``workDidWindDown()``: checks wait for it.
  package func workWillWindDown() {
    windingDown += 1
  }

  /// Counts down work counted by ``workWillWindDown()``, which says so as its last act; runs a
  /// check that waited for it.
  ///
  /// The check runs in a main-actor job of its own: the work's own job is still running, and lets
  /// go of what it holds only when it returns.
  package func workDidWindDown() {
    windingDown -= 1
    guard windingDown == 0, isCheckDeferred else { return }
    Task { @MainActor [weak self] in self?.runDeferredCheck() }
  }

  private func runDeferredCheck() {
    guard windingDown == 0, isCheckDeferred else { return }
    timer?.cancel()
    timerFired()
  }

  /// Returns once a check that waits for cancelled work to wind down has run; at once if none
  /// waits: what a test's clock awaits after it moves time (RIBsTesting's `LeakRecorder`).
  ///
  /// Work that never returns once cancelled keeps it waiting until the clock passes the grace
  /// (``windDownGrace``) after the check came due.
  package func waitForDeferredCheck() async {
    guard isCheckDeferred else { return }
    await withCheckedContinuation { deferredCheckWaiters.append($0) }
  }

  /// Checks the expectations that are due, then waits for the next one.
  ///
  /// Each is taken out of its queue before it is checked, so that a report (which runs application
  /// code) may record or withdraw expectations meanwhile; one withdrawn by a report is skipped when
  /// its turn comes. Allocates nothing when nothing leaked.
  private func timerFired() {
    timer = nil
    // Cancelled work still winding down may hold what is due: a RIB whose workflow step has not
    // returned yet is not leaked. The check runs once the work has wound down.
    let now = time.now
    if windingDown > 0 {
      let since = deferredSince ?? now
      if now < since + Self.windDownGrace {
        isCheckDeferred = true
        deferredSince = since
        armTimer(at: (since + Self.windDownGrace).endOfWindow(Self.coalescingWindow))
        return
      }
    }
    let waiters = deferredCheckWaiters
    deferredCheckWaiters = []
    isCheckDeferred = false
    deferredSince = nil
    defer { for waiter in waiters { waiter.resume() } }
    // Each expectation is taken out of its queue before its object is looked at: that may run
    // application code (a view's `isOnScreen`, a report), which may record or withdraw others.
    var queue = 0
    while queue < queues.count {
      let limit = queues[queue].timeLimit
      while let (object, details) = takeDueObjectStillAlive(from: queue, at: now) {
        check(object, details, limit: limit)
      }
      queue += 1
    }
    if pendingCount == 0 { setStatus(.didComplete) }
    // A report may have armed the timer already, for an expectation it made.
    guard timer == nil else { return }
    var next: Duration?
    for queue in queues {
      guard let deadline = queue.nextDeadline else { continue }
      if let earliest = next, earliest <= deadline { continue }
      next = deadline
    }
    if let next { armTimer(at: next.endOfWindow(Self.coalescingWindow)) }
  }
}
