/// An interactor scope that reports the changes of its activeness that the framework does not
/// make, such as a hand-written mock whose state a test sets.
///
/// The framework follows an ``Interactor``, and any scope a router activates and deactivates, by
/// itself. A scope that changes on its own conforms to this protocol, so that workers, publishers
/// and workflow steps bound to it follow it too. With RIBsCombine, a mock that publishes its
/// activeness as a ModernRIBs mock does (`isActiveStream`) conforms to `ActivenessPublishing`
/// instead, which implements this requirement.
@preconcurrency
@MainActor
public protocol ActivenessReporting: InteractorScope {
  /// Starts calling `report` with the scope's activeness when it changes, until the returned
  /// observation is cancelled.
  ///
  /// Values equal to the last one reported, such as the current value a publisher replays when
  /// it is subscribed, are ignored.
  ///
  /// - Parameter report: Receives the scope's new activeness, on the main actor.
  /// - Returns: What stops the reports.
  func reportActivenessChanges(to report: @escaping @MainActor (Bool) -> Void) -> RIBsObservation
}
