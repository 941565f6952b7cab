import Foundation

/// Where a leak detector reads the time: the continuous clock (nearly every detector) is read
/// directly; another clock (a test's) through a closure, which calls its generic `now`.
enum LeakDetectorTime {
  case continuous(since: ContinuousClock.Instant)
  case other(() -> Duration)

  /// The time since the detector was created.
  var now: Duration {
    switch self {
    case .continuous(let start): start.duration(to: ContinuousClock.now)
    case .other(let now): now()
    }
  }
}

extension Duration {
  /// The duration in seconds, as Uber's `TimeInterval` API takes it.
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
