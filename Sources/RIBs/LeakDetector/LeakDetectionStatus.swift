import Foundation

/// Whether the leak detector is waiting on any expectation.
public enum LeakDetectionStatus: Sendable, Hashable {
  /// At least one expectation is pending.
  case inProgress
  /// No expectation is pending.
  case didComplete
}

extension LeakDetectionStatus {
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// ``inProgress``, spelled as code migrated from other RIBs frameworks spells it.
  ///
  /// It compares (`status == .InProgress`) as the case does; a `switch` over the status names the
  /// cases.
  public static let InProgress = LeakDetectionStatus.inProgress
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// ``didComplete``, spelled as code migrated from other RIBs frameworks spells it.
  public static let DidComplete = LeakDetectionStatus.didComplete
}

/// The default times the leak detector waits before it reports a leak, in seconds.
public enum LeakDefaultExpectationTime {
  /// How long an object may live after it is expected to be deallocated: 1 second.
  public static let deallocation: TimeInterval = 1
  /// How long a view may stay on screen after it is expected to disappear: 5 seconds.
  public static let viewDisappear: TimeInterval = 5
}
