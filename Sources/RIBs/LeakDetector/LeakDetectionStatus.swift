/// Whether the leak detector is waiting on any expectation.
public enum LeakDetectionStatus: Sendable, Hashable {
  /// At least one expectation is pending.
  case inProgress
  /// No expectation is pending.
  case didComplete
}

/// The default times the leak detector waits before it reports a leak.
public enum LeakDefaultExpectationTime {
  /// How long an object may live after it is expected to be deallocated: 1 second.
  public static let deallocation: Duration = .seconds(1)
  /// How long a view may stay on screen after it is expected to disappear: 5 seconds.
  public static let viewDisappear: Duration = .seconds(5)
}
