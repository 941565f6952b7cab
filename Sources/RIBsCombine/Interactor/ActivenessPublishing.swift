import RIBs

#if canImport(Combine)
  import Combine
#else
  import OpenCombine
#endif

/// An interactor scope that publishes its own activeness, as a hand-written ModernRIBs mock does:
/// workers, publishers and workflow steps bound to it follow what it publishes.
///
/// The framework follows an `Interactor`, and any scope a router drives, by itself. A mock whose
/// state a test changes directly is different: add this protocol to its conformances, and its own
/// `isActiveStream` is what the framework follows.
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
/// NB: the type declares `isActiveStream` itself; without it, RIBsCombine's `isActiveStream`,
/// which follows the framework's own record, would stand in and report nothing new.
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
