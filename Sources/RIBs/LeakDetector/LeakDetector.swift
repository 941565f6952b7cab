import Foundation

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
@MainActor
public final class LeakDetector {
  /// The detector in effect: the one installed with `withInstance(_:operation:)` around the
  /// current task, else the one installed with ``setInstance(_:)``, else a default one that uses the
  /// continuous clock.
  public static var instance: LeakDetector {
    // NB: the task-local value is looked up only while some `withInstance` runs: every router reads
    // this when it is created, and the lookup costs more than the rest of the read.
    if scopeCount > 0, let scopedInstance { return scopedInstance }
    return processInstance ?? defaultInstance
  }

  /// Installs `detector` as ``instance`` for the whole process, outside
  /// `withInstance(_:operation:)`; `nil` restores the default detector.
  ///
  /// For a test suite that checks every RIB it creates without wrapping each test:
  ///
  /// ```swift
  /// let leaks = LeakRecorder()
  /// LeakDetector.setInstance(leaks.detector)
  /// defer { LeakDetector.setInstance(nil) }
  /// ```
  ///
  /// Routers keep the detector that was in effect when they were created.
  ///
  /// - Parameter detector: The detector to install, or `nil`.
  public static func setInstance(_ detector: LeakDetector?) {
    processInstance = detector
  }

  /// Runs `operation` with `detector` as ``instance``.
  ///
  /// Routers created inside `operation` keep using `detector` for the rest of their life.
  ///
  /// - Parameters:
  ///   - detector: The detector to install.
  ///   - operation: The code to run with it.
  /// - Returns: What `operation` returns.
  /// - Throws: What `operation` throws.
  public static func withInstance<R>(
    _ detector: LeakDetector, operation: () throws -> R
  ) rethrows -> R {
    scopeCount += 1
    defer { scopeCount -= 1 }
    return try $scopedInstance.withValue(detector, operation: operation)
  }

  /// Runs the asynchronous `operation` with `detector` as ``instance``.
  ///
  /// - Parameters:
  ///   - detector: The detector to install.
  ///   - operation: The code to run with it.
  /// - Returns: What `operation` returns.
  /// - Throws: What `operation` throws.
  public static func withInstance<R>(
    _ detector: LeakDetector, operation: () async throws -> R
  ) async rethrows -> R {
    scopeCount += 1
    defer { scopeCount -= 1 }
    return try await $scopedInstance.withValue(detector, operation: operation)
  }

  @TaskLocal private static var scopedInstance: LeakDetector?
  /// How many `withInstance` calls are running, in any task: while none is, no task has a scoped
  /// instance.
  private static var scopeCount = 0
  private static var processInstance: LeakDetector?
  private static let defaultInstance = LeakDetector()

  /// Whether the detector records expectations.
  ///
  /// A disabled detector ignores them.
  public let isEnabled: Bool

  /// Whether any expectation is pending.
  // NB: exclusivity unchecked: read and written once per expectation; its observer is a broadcast
  // that only buffers values.
  @exclusivity(unchecked) public private(set) var status: LeakDetectionStatus = .didComplete {
    didSet {
      if status != oldValue { statusBroadcast?.send(status) }
    }
  }

  /// The status: the current value first, then every change.
  ///
  /// Each access returns a new stream.
  public var statusStream: AsyncStream<LeakDetectionStatus> {
    StateBroadcast.lazily(in: &statusBroadcast).makeStream(current: status)
  }

  private struct Expectation {
    let id: UInt64
    let deadline: Duration
    let timeLimit: Duration
    /// The object's type, named only in a report.
    let objectType: AnyObject.Type
    /// The object, to see whether it is still alive (or on screen) when the time is up.
    weak var object: AnyObject?
    /// Whether the object is a view expected to be off screen, rather than deallocated.
    let isDisappearance: Bool
  }

  /// Where the detector reads the time: the continuous clock (nearly every detector) is read
  /// directly; another clock through a closure, which calls its generic `now`.
  private enum TimeSource {
    case continuous(since: ContinuousClock.Instant)
    case other(() -> Duration)

    var now: Duration {
      switch self {
      case .continuous(let start): start.duration(to: ContinuousClock.now)
      case .other(let now): now()
      }
    }
  }

  // NB: exclusivity unchecked on the state every expectation writes: each access is a single load,
  // store or append, or a swap in `timerFired`, and none calls other code (reports run on a local
  // copy), so no two accesses can overlap, and the dynamic checks cost more than recording an
  // expectation.

  private let time: TimeSource
  private let sleepUntil: @Sendable (Duration) async throws -> Void
  private let reportLeak: (@MainActor (RIBsDiagnostic) -> Void)?
  @exclusivity(unchecked) private var expectations: [Expectation] = []
  @exclusivity(unchecked) private var nextID: UInt64 = 0
  /// While ``timerFired()`` checks expectations: the ones a report cancelled meanwhile.
  private var cancelledWhileChecking: [UInt64]?
  @exclusivity(unchecked) private var timer: (task: Task<Void, Never>, deadline: Duration)?
  private var statusBroadcast: StateBroadcast<LeakDetectionStatus>?

  /// Creates a leak detector.
  ///
  /// - Parameters:
  ///   - clock: The clock that measures the expected times. Tests pass a manual clock.
  ///   - isEnabled: Whether to record expectations. By default, `true` unless the environment
  ///     variable `DISABLE_LEAK_DETECTION` is set.
  ///   - reportLeak: Where to report leaks. By default, to ``RIBsDiagnostics``.
  public init<C: Clock>(
    clock: C = ContinuousClock(),
    isEnabled: Bool = LeakDetector.isEnabledByEnvironment,
    reportLeak: (@MainActor (RIBsDiagnostic) -> Void)? = nil
  ) where C.Duration == Duration {
    let start = clock.now
    if let start = start as? ContinuousClock.Instant {
      self.time = .continuous(since: start)
    } else {
      self.time = .other { start.duration(to: clock.now) }
    }
    self.sleepUntil = { offset in
      try await clock.sleep(until: start.advanced(by: offset), tolerance: nil)
    }
    self.isEnabled = isEnabled
    self.reportLeak = reportLeak
  }

  // NB: a plain deinit: cancelling a task is safe anywhere, and an `isolated deinit` would wait for
  // the main actor when released elsewhere (as a test suite may be), which may never come.
  deinit {
    // A timer asleep on a clock that will not advance again (a test's manual clock) would otherwise
    // wait forever, keeping the clock and itself alive.
    timer?.task.cancel()
  }

  /// Whether the environment leaves leak detection on: `DISABLE_LEAK_DETECTION` unset, `0` or
  /// `false`.
  public nonisolated static var isEnabledByEnvironment: Bool {
    switch ProcessInfo.processInfo.environment["DISABLE_LEAK_DETECTION"]?.lowercased() {
    case nil, "0", "false": true
    default: false
    }
  }

  /// Expects `object` to be deallocated within `time`, and reports a leak if it is not.
  ///
  /// - Parameters:
  ///   - object: The object that should go away.
  ///   - time: How long it may take.
  /// - Returns: A handle that withdraws the expectation.
  @discardableResult
  public func expectDeallocate(
    object: AnyObject, inTime time: Duration = LeakDefaultExpectationTime.deallocation
  ) -> LeakDetectionHandle {
    LeakDetectionHandle(detector: self, id: record(object, within: time, isDisappearance: false))
  }

  /// Expects `object` to be deallocated within `time` seconds, as in Uber's RIBs.
  ///
  /// - Parameters:
  ///   - object: The object that should go away.
  ///   - time: How many seconds it may take.
  /// - Returns: A handle that withdraws the expectation.
  @discardableResult
  public func expectDeallocate(object: AnyObject, inTime time: TimeInterval) -> LeakDetectionHandle
  {
    expectDeallocate(object: object, inTime: .seconds(time))
  }

  /// Expects `viewController` to be off screen within `time`, and reports it if it is not.
  ///
  /// - Parameters:
  ///   - viewController: The view that should disappear; see ``ViewControllable/isOnScreen``.
  ///   - time: How long it may take.
  /// - Returns: A handle that withdraws the expectation.
  @discardableResult
  public func expectViewControllerDisappear(
    viewController: any ViewControllable,
    inTime time: Duration = LeakDefaultExpectationTime.viewDisappear
  ) -> LeakDetectionHandle {
    LeakDetectionHandle(
      detector: self, id: record(viewController, within: time, isDisappearance: true))
  }

  /// Expects `object` to be deallocated within the default time, with no handle: what a router
  /// asks of its interactor when it goes away, once per RIB.
  func expectDeallocate(_ object: AnyObject) {
    record(object, within: LeakDefaultExpectationTime.deallocation, isDisappearance: false)
  }

  func cancelExpectation(_ id: UInt64) {
    expectations.removeAll { $0.id == id }
    if cancelledWhileChecking != nil {
      cancelledWhileChecking?.append(id)
    } else if expectations.isEmpty {
      status = .didComplete
    }
  }

  // MARK: Checking

  /// Records an expectation, if the detector is enabled; returns its identifier.
  @discardableResult
  private func record(_ object: AnyObject, within limit: Duration, isDisappearance: Bool) -> UInt64
  {
    nextID += 1
    guard isEnabled else { return nextID }
    let deadline = time.now + limit
    expectations.append(
      Expectation(
        id: nextID, deadline: deadline, timeLimit: limit, objectType: type(of: object),
        object: object, isDisappearance: isDisappearance))
    if status != .inProgress { status = .inProgress }
    if let timer, timer.deadline <= deadline { return nextID }
    armTimer(for: deadline)
    return nextID
  }

  private func armTimer(for deadline: Duration) {
    timer?.task.cancel()
    let sleepUntil = self.sleepUntil
    let task = Task { [weak self] in
      do {
        try await sleepUntil(deadline)
      } catch {
        return
      }
      self?.timerFired()
    }
    timer = (task, deadline)
  }

  /// Checks the expectations that are due, then waits for the next one.
  ///
  /// Allocates nothing when nothing leaked: the due expectations are checked and the others kept
  /// in place, in the same storage, which is kept for the next ones.
  private func timerFired() {
    timer = nil
    let now = time.now
    // Taken out, so that a report (which runs application code) may add expectations meanwhile.
    var pending = expectations
    expectations = []
    cancelledWhileChecking = []
    var kept = 0
    for index in pending.indices {
      if pending[index].deadline <= now {
        if cancelledWhileChecking?.contains(pending[index].id) != true { check(pending[index]) }
      } else {
        pending.swapAt(kept, index)
        kept += 1
      }
    }
    pending.removeSubrange(kept...)
    if let cancelled = cancelledWhileChecking, !cancelled.isEmpty {
      pending.removeAll { cancelled.contains($0.id) }
    }
    cancelledWhileChecking = nil
    // Expectations added by a report come after the ones kept.
    pending.append(contentsOf: expectations)
    expectations = pending
    guard let next = expectations.lazy.map(\.deadline).min() else {
      status = .didComplete
      return
    }
    if let timer, timer.deadline <= next { return }
    armTimer(for: next)
  }

  private func check(_ expectation: Expectation) {
    // Names and times are formatted only for a leak: most objects go away in time.
    var typeName: String { String(describing: expectation.objectType) }
    var seconds: String {
      expectation.timeLimit.formatted(.units(allowed: [.seconds, .milliseconds]))
    }
    guard let object = expectation.object else { return }
    if !expectation.isDisappearance {
      report(
        RIBsDiagnostic(
          kind: .objectLeaked,
          message: "\(typeName) has leaked: it is still alive \(seconds) after its RIB went away. "
            + "Look for a strong reference cycle or an object that keeps it."))
    } else if let view = object as? any ViewControllable, view.isOnScreen {
      report(
        RIBsDiagnostic(
          kind: .viewControllerDidNotDisappear,
          message: "\(typeName) is still on screen \(seconds) after its RIB was deactivated. "
            + "Dismiss or remove the view when you detach its RIB."))
    }
  }

  private func report(_ diagnostic: RIBsDiagnostic) {
    if let reportLeak {
      reportLeak(diagnostic)
    } else {
      RIBsDiagnostics.report(diagnostic)
    }
  }
}
