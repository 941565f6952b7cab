/// An observation of the framework's reports: tree events (``RIBTreeEvents``), diagnostics
/// (``RIBsDiagnostics/addObserver(_:)``), or a scope's own reports of its activeness
/// (``ActivenessReporting``).
///
/// It lasts until it is cancelled; releasing it does not cancel it.
@preconcurrency
@MainActor
public final class RIBsObservation {
  private var onCancel: (() -> Void)?

  /// Creates an observation that runs `onCancel` when it is cancelled, once.
  ///
  /// - Parameter onCancel: Stops what is observed.
  public init(onCancel: @escaping () -> Void) {
    self.onCancel = onCancel
  }

  /// Stops the observation.
  ///
  /// Calling it again does nothing.
  public func cancel() {
    onCancel?()
    onCancel = nil
  }
}
