import RIBs

#if canImport(Combine)
  import Combine
#else
  import OpenCombine
#endif

/// An interactor scope that publishes its own activeness, as a hand-written ModernRIBs mock does:
/// workers, publishers and workflow steps bound to it follow what it publishes.
///
/// The framework follows an `Interactor` by itself; a mock is followed only through what it
/// reports. Add this protocol to a mock's conformances, and its own `isActiveStream` is what the
/// framework follows, whether a test or a router changes it. Without it, the framework reads the
/// mock's `isActive` when something binds to it, and no more.
///
/// ```swift
/// final class InteractorMock: Interactable, ActivenessPublishing {
///   var isActive: Bool { active.value }
///   var isActiveStream: AnyPublisher<Bool, Never> { active.eraseToAnyPublisher() }
///   private let active = CurrentValueSubject<Bool, Never>(false)
///   func activate() { active.send(true) }
///   func deactivate() { active.send(false) }
/// }
///
/// worker.start(interactor)
/// interactor.activate()  // the worker starts
/// ```
///
/// NB: the type declares `isActiveStream` itself. Without it, RIBsCombine's `isActiveStream` would
/// stand in, and it follows the framework's observation of the mock: a circle the framework
/// reports as `activenessReportsAreCircular`, reading the mock once.
@preconcurrency
@MainActor
public protocol ActivenessPublishing: ActivenessReporting {
  /// The scope's activeness: the current value first (or not), then every change.
  var isActiveStream: AnyPublisher<Bool, Never> { get }
}

extension ActivenessPublishing {
  /// Subscribes to ``isActiveStream`` and reports each value, on the main actor.
  ///
  /// - Parameter report: Receives each value.
  /// - Returns: What cancels the subscription.
  public func reportActivenessChanges(
    to report: @escaping @MainActor (Bool) -> Void
  ) -> RIBsObservation {
    let subscription = isActiveStream.sink { isActive in
      if MainActorContext.isCurrent {
        MainActor.assumeIsolated { report(isActive) }
      } else {
        Task { @MainActor in report(isActive) }
      }
    }
    return RIBsObservation { subscription.cancel() }
  }
}
