/// An observation of the framework's reports: tree events (``RIBTreeEvents``) or diagnostics
/// (``RIBsDiagnostics/addObserver(_:)``).
///
/// It lasts until it is cancelled; releasing it does not cancel it.
@MainActor
public final class RIBsObservation {
  private var onCancel: (() -> Void)?

  init(onCancel: @escaping () -> Void) {
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
