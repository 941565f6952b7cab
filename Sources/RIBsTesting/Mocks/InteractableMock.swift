import RIBs

/// A mock of `Interactable` in the style of mockolo: call counts and handlers.
///
/// Unlike a generated mock, ``activate()`` and ``deactivate()`` change ``isActive`` unless a
/// handler is set, so that a router driving the mock sees a consistent state, and the mock reports
/// every change of ``isActive`` (from a router, a handler or the test) synchronously, as an
/// `Interactor` does (`ActivenessReporting`): a router, worker or publisher bound to the mock sees
/// it at once.
/// Subclass it for a RIB's own interactable protocol:
///
/// ```swift
/// final class LoggedInInteractableMock: InteractableMock, LoggedInInteractable {
///   var router: (any LoggedInRouting)?
///   var listener: (any LoggedInListener)?
///   var startGameCallCount = 0
///   func startGame(with game: any Game) { startGameCallCount += 1 }
/// }
/// ```
@preconcurrency
@MainActor
open class InteractableMock: Interactable, ActivenessReporting {
  /// Whether the mock is active.
  ///
  /// Setting a new value reports it to what follows the mock (``reportActivenessChanges(to:)``).
  public var isActive = false {
    didSet {
      isActiveSetCallCount += 1
      guard isActive != oldValue else { return }
      report(isActive)
    }
  }
  /// How many times ``isActive`` was set.
  public private(set) var isActiveSetCallCount = 0

  /// How many times ``isActiveStream`` was read.
  public private(set) var isActiveStreamCallCount = 0
  /// Returns the stream; by default, a stream of the current value that finishes.
  public var isActiveStreamHandler: (() -> AsyncStream<Bool>)?

  /// How many times ``activate()`` was called.
  public private(set) var activateCallCount = 0
  /// Runs instead of setting ``isActive`` to `true`.
  public var activateHandler: (() -> Void)?

  /// How many times ``deactivate()`` was called.
  public private(set) var deactivateCallCount = 0
  /// Runs instead of setting ``isActive`` to `false`.
  public var deactivateHandler: (() -> Void)?

  /// What follows the mock's activeness, in the order it started: workers, publishers, routers.
  private var reports: [(id: UInt64, report: @MainActor (Bool) -> Void)] = []
  private var lastReportID: UInt64 = 0

  /// Creates an inactive mock.
  public init() {}

  /// Calls `report` with ``isActive`` whenever it changes, until the returned observation is
  /// cancelled; how routers, workers and publishers follow the mock.
  ///
  /// - Parameter report: Receives the new value, synchronously.
  /// - Returns: What stops the reports.
  public func reportActivenessChanges(
    to report: @escaping @MainActor (Bool) -> Void
  ) -> RIBsObservation {
    lastReportID += 1
    let id = lastReportID
    reports.append((id, report))
    return RIBsObservation { [weak self] in self?.reports.removeAll { $0.id == id } }
  }

  /// Reports `isActive` to each follower still following when its turn comes.
  ///
  /// One follower may stop another. One that changes the mock again has the new value reported to
  /// all, and this report ends.
  private func report(_ isActive: Bool) {
    for (id, report) in reports where reports.contains(where: { $0.id == id }) {
      guard self.isActive == isActive else { return }
      report(isActive)
    }
  }

  /// Counts the read; returns ``isActiveStreamHandler``'s stream, or the current value and the end.
  public var isActiveStream: AsyncStream<Bool> {
    isActiveStreamCallCount += 1
    if let isActiveStreamHandler { return isActiveStreamHandler() }
    let (stream, continuation) = AsyncStream.makeStream(of: Bool.self)
    continuation.yield(isActive)
    continuation.finish()
    return stream
  }

  /// Counts the call; runs ``activateHandler``, or sets ``isActive`` to `true`.
  public func activate() {
    activateCallCount += 1
    if let activateHandler { activateHandler() } else { isActive = true }
  }

  /// Counts the call; runs ``deactivateHandler``, or sets ``isActive`` to `false`.
  public func deactivate() {
    deactivateCallCount += 1
    if let deactivateHandler { deactivateHandler() } else { isActive = false }
  }
}
