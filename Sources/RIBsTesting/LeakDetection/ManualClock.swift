import Foundation

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
public final class ManualClock: Clock, @unchecked Sendable {
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

  /// Moves time forward by `duration` and wakes every task whose deadline has come, then lets them
  /// run before returning.
  ///
  /// - Parameter duration: How far to move time.
  public func advance(by duration: Duration) async {
    let due = lock.withLock {
      current = current.advanced(by: duration)
      let now = current
      let due = sleepers.filter { $0.deadline <= now }
      sleepers.removeAll { $0.deadline <= now }
      return due
    }
    for sleeper in due {
      sleeper.continuation.resume()
    }
    // Let the woken tasks run to their next suspension before the caller goes on.
    for _ in 0..<(due.count + 1) * 10 {
      await Task.yield()
    }
  }
}
