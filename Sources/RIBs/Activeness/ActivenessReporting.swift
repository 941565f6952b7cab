/// An interactor scope that reports the changes of its activeness, such as a hand-written mock
/// whose state a test or a router sets.
///
/// The framework follows an ``Interactor`` by itself. Any other scope is followed only if it
/// conforms to this protocol: then workers, publishers and workflow steps bound to it, and the
/// router that owns it, see every change it reports, whoever makes it. A scope that does not
/// conform is read when something binds to it. With RIBsCombine, a mock that publishes its
/// activeness (`isActiveStream`) conforms to `ActivenessPublishing` instead, which implements this
/// requirement.
///
/// The framework keeps nothing about the scope: each observer holds its own observation, and
/// cancels it when it stops.
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
