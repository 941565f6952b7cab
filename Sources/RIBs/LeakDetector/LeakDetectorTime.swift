import Foundation

/// Where a leak detector reads the time: the continuous clock (nearly every detector) is read
/// directly; another clock (a test's) through a closure, which calls its generic `now`.
///
/// A struct with an optional closure, not an enum with a case per clock: copying and switching
/// over that enum (two payloads, one a closure) went through the runtime's generic enum functions
/// for every expectation recorded.
struct LeakDetectorTime {
  /// When the detector was created, on the continuous clock; unused with another clock.
  private let continuousStart: ContinuousClock.Instant
  /// The time since the detector was created on another clock; `nil` on the continuous clock.
  private let otherClockNow: (() -> Duration)?

  /// Time on the continuous clock, since `start`.
  init(continuousSince start: ContinuousClock.Instant) {
    continuousStart = start
    otherClockNow = nil
  }

  /// Time on another clock, as `now` reads it.
  init(otherClockNow: @escaping () -> Duration) {
    continuousStart = .now
    self.otherClockNow = otherClockNow
  }

  /// The time since the detector was created.
  var now: Duration {
    if let otherClockNow { return otherClockNow() }
    return continuousStart.duration(to: ContinuousClock.now)
  }
}

extension Duration {
  /// The duration in seconds, as the `TimeInterval` API takes it.
  var inSeconds: TimeInterval {
    TimeInterval(components.seconds) + TimeInterval(components.attoseconds) / 1e18
  }

  /// The end of the window of length `window` that this instant (a duration since a start) falls
  /// in: when the leak detector wakes for an expectation due now, so that every expectation due
  /// within one window is checked in one batch.
  func endOfWindow(_ window: Duration) -> Duration {
    let windowNanoseconds =
      window.components.seconds * 1_000_000_000 + window.components.attoseconds / 1_000_000_000
    let nanoseconds =
      components.seconds * 1_000_000_000 + components.attoseconds / 1_000_000_000
    let windows = (nanoseconds + windowNanoseconds - 1) / windowNanoseconds
    return .nanoseconds(windows * windowNanoseconds)
  }
}
