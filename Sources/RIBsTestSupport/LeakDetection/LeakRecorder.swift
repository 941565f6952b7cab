import RIBs

/// A leak detector for tests: it records leaks instead of asserting, on a clock the test advances.
///
/// ```swift
/// let leaks = LeakRecorder()
/// LeakDetector.withInstance(leaks.detector) {
///   parent.detachChild(child)
/// }
/// await leaks.advance(by: .seconds(1))
/// #expect(leaks.leaks.isEmpty)
/// ```
@MainActor
public final class LeakRecorder {
  /// The clock the detector measures its expected times with.
  public let clock = ManualClock()
  /// The leaks reported so far, in order.
  public private(set) var leaks: [RIBsDiagnostic] = []
  /// How many times the detector went from idle to waiting on expectations.
  ///
  /// More than zero once it has been given any: a test can check that leak detection was exercised.
  public private(set) var expectationCount = 0

  /// The detector to install with `LeakDetector.withInstance(_:operation:)`.
  public private(set) lazy var detector = LeakDetector(clock: clock, isEnabled: true) {
    [weak self] in self?.leaks.append($0)
  }

  private var statusTask: Task<Void, Never>?

  /// Creates a recorder.
  public init() {
    let stream = detector.statusStream
    statusTask = Task { [weak self] in
      for await status in stream where status == .inProgress {
        self?.expectationCount += 1
      }
    }
  }

  // NB: a plain deinit, as LeakDetector's: a test suite may release its recorder off the main actor.
  deinit {
    statusTask?.cancel()
  }

  /// Moves the detector's time forward and lets it check the expectations that are due.
  ///
  /// - Parameter duration: How far to move time.
  public func advance(by duration: Duration) async {
    await clock.advance(by: duration)
  }
}
