import Foundation
import RIBs

/// A clock whose time moves only when a test advances it, so tests of timed behaviour (the leak
/// detector's expectations) need no real waiting.
///
/// ```swift
/// let clock = ManualClock()
/// let detector = LeakDetector(clock: clock, reportLeak: { leaks.append($0) })
/// detector.expectDeallocate(object: interactor)
/// await clock.advance(by: .seconds(1))
/// ```
// NB: @unchecked Sendable: `Clock` requires Sendable and its `now` is synchronous, so the state is
// behind a lock. This is test support, not the framework, which stays lock-free.
public final class ManualClock: Clock, SchedulingClock, @unchecked Sendable {
  /// A point in a manual clock's time: the duration since the clock was created.
  public struct Instant: InstantProtocol, Sendable {
    /// The time since the clock was created.
    public var offset: Duration

    /// Creates an instant at `offset` from the clock's start.
    ///
    /// - Parameter offset: The time since the clock was created.
    public init(offset: Duration) {
      self.offset = offset
    }

    /// The instant `duration` later.
    ///
    /// - Parameter duration: How much later.
    /// - Returns: The instant.
    public func advanced(by duration: Duration) -> Instant {
      Instant(offset: offset + duration)
    }

    /// The time from this instant to `other`.
    ///
    /// - Parameter other: The other instant.
    /// - Returns: The duration, negative if `other` is earlier.
    public func duration(to other: Instant) -> Duration {
      other.offset - offset
    }

    /// Whether `lhs` is earlier than `rhs`.
    ///
    /// - Parameters:
    ///   - lhs: An instant.
    ///   - rhs: Another instant.
    /// - Returns: `true` if `lhs` is earlier.
    public static func < (lhs: Instant, rhs: Instant) -> Bool {
      lhs.offset < rhs.offset
    }
  }

  private struct Sleeper {
    let id: UInt64
    let deadline: Instant
    let continuation: CheckedContinuation<Void, any Error>
  }

  private let lock = NSLock()
  private var current = Instant(offset: .zero)
  private var sleepers: [Sleeper] = []
  private var nextID: UInt64 = 0
  /// Tasks waiting for a number of sleepers, with that number.
  private var sleeperWaiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
  /// The sleepers woken by ``advance(by:)`` that have not yet returned from ``sleep(until:tolerance:)``.
  private var waking: Set<UInt64> = []
  /// The actions ``schedule(at:_:)`` registered, called by the advance that reaches them.
  private var scheduled:
    [(id: UInt64, deadline: Instant, action: @MainActor @Sendable () -> Void)] = []
  /// Calls of ``advance(by:)`` waiting until the sleepers they woke have returned.
  private var advancers: [(sleepers: Set<UInt64>, continuation: CheckedContinuation<Void, Never>)] =
    []

  /// Creates a clock at time zero.
  public init() {}

  /// The current time, which moves only with ``advance(by:)``.
  public var now: Instant {
    lock.withLock { current }
  }

  /// Zero: the clock moves exactly as far as it is advanced.
  public var minimumResolution: Duration { .zero }

  /// The number of tasks sleeping on this clock.
  public var sleeperCount: Int {
    lock.withLock { sleepers.count }
  }

  /// Suspends until at least `count` tasks sleep on this clock: a test's signal that the code it
  /// tests has started waiting, before it advances time.
  ///
  /// - Parameter count: How many sleepers to wait for.
  public func waitForSleepers(count: Int = 1) async {
    await withCheckedContinuation { continuation in
      let isThere = lock.withLock {
        guard sleepers.count < count else { return true }
        sleeperWaiters.append((count, continuation))
        return false
      }
      if isThere { continuation.resume() }
    }
  }

  /// Calls `action` on the main actor when ``advance(by:)`` reaches `deadline`, before the advance
  /// returns and after the main-actor work queued before it: how a leak detector on this clock
  /// wakes, so that a test reads its outcome as soon as the advance returns.
  ///
  /// - Parameters:
  ///   - deadline: When to call it.
  ///   - action: What to call.
  /// - Returns: What cancels the call.
  package func schedule(
    at deadline: Instant, _ action: @escaping @MainActor @Sendable () -> Void
  ) -> @Sendable () -> Void {
    let id = lock.withLock { () -> UInt64? in
      guard deadline > current else { return nil }
      nextID += 1
      scheduled.append((nextID, deadline, action))
      return nextID
    }
    guard let id else {
      Task { @MainActor in action() }
      return {}
    }
    // NB: strong: the clock does not keep this closure, so there is no cycle; and a weak
    // reference would give the clock a side table that outlives it for as long as the closure
    // lives (LeakSanitizer reports it at exit).
    return { self.lock.withLock { self.scheduled.removeAll { $0.id == id } } }
  }

  /// Suspends until ``advance(by:)`` reaches `deadline`.
  ///
  /// - Parameters:
  ///   - deadline: When to wake up.
  ///   - tolerance: Ignored.
  /// - Throws: `CancellationError` if the task is cancelled first.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    let id = lock.withLock {
      nextID += 1
      return nextID
    }
    // Woken or cancelled, the sleeper tells the advance that woke it that it runs again.
    defer { didReturn(id) }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        // NB: a task cancelled before it got here has had its cancellation handler run already,
        // when there was no sleeper to remove: it must not become one.
        let isCancelled = Task.isCancelled
        let (resumeNow, satisfied) = lock.withLock {
          guard !isCancelled, deadline > current else {
            return (true, [CheckedContinuation<Void, Never>]())
          }
          sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
          let count = sleepers.count
          let satisfied = sleeperWaiters.filter { $0.count <= count }.map(\.continuation)
          sleeperWaiters.removeAll { $0.count <= count }
          return (false, satisfied)
        }
        for waiter in satisfied { waiter.resume() }
        if !resumeNow {
          return
        } else if isCancelled {
          continuation.resume(throwing: CancellationError())
        } else {
          continuation.resume()
        }
      }
    } onCancel: {
      let sleeper = lock.withLock {
        sleepers.firstIndex { $0.id == id }.map { sleepers.remove(at: $0) }
      }
      sleeper?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Moves time forward by `duration`, calls the actions scheduled by then (a leak detector's
  /// check, after the main-actor work already queued), wakes every task whose deadline has come,
  /// and returns once each has returned from its sleep.
  ///
  /// A sleeper on the caller's actor (a test's tasks, on the main actor) has then also run on to
  /// its next suspension: the caller's own continuation is queued on that actor after the
  /// sleeper's. A sleeper on another executor has at least resumed.
  ///
  /// - Parameter duration: How far to move time.
  public func advance(by duration: Duration) async {
    let (due, actions) = lock.withLock {
      current = current.advanced(by: duration)
      let now = current
      let due = sleepers.filter { $0.deadline <= now }
      sleepers.removeAll { $0.deadline <= now }
      waking.formUnion(due.map(\.id))
      let actions = scheduled.filter { $0.deadline <= now }.sorted { $0.deadline < $1.deadline }
      scheduled.removeAll { $0.deadline <= now }
      return (due, actions.map(\.action))
    }
    // Each action runs as a main-actor job of its own, queued after the work already waiting for
    // the main actor (what a release queued, say): time passing lets that work run first, as it
    // would on a real clock.
    for action in actions {
      await Task { @MainActor in action() }.value
    }
    for sleeper in due {
      sleeper.continuation.resume()
    }
    guard !due.isEmpty else { return }
    await withCheckedContinuation { continuation in
      let isDone = lock.withLock {
        let pending = Set(due.map(\.id)).intersection(waking)
        guard !pending.isEmpty else { return true }
        advancers.append((pending, continuation))
        return false
      }
      if isDone { continuation.resume() }
    }
  }

  /// Records that sleeper `id` returned from its sleep, and resumes the advances it was the last
  /// one of.
  private func didReturn(_ id: UInt64) {
    let resumed = lock.withLock { () -> [CheckedContinuation<Void, Never>] in
      guard waking.remove(id) != nil else { return [] }
      var resumed: [CheckedContinuation<Void, Never>] = []
      advancers = advancers.compactMap { advancer in
        var advancer = advancer
        advancer.sleepers.remove(id)
        guard advancer.sleepers.isEmpty else { return advancer }
        resumed.append(advancer.continuation)
        return nil
      }
      return resumed
    }
    for advancer in resumed { advancer.resume() }
  }
}
