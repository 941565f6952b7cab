#if RxSwift
  import RIBs
  @preconcurrency import RxSwift

  /// An interactor scope whose activeness is an observable of its own, as every hand-written mock
  /// of an app on Uber's RIBs has: workers, observables and workflow steps bound to it follow what
  /// it emits.
  ///
  /// The framework follows an `Interactor` by itself; a mock is followed only through what it
  /// reports. Add this protocol to a mock's conformances (`ribs migrate` does), and its own
  /// `isActiveStream` is what the framework follows, whether a test or a router changes it.
  /// Without it, the framework reads the mock's `isActive` when something binds to it, and no more.
  ///
  /// ```swift
  /// final class InteractorMock: Interactable, ActivenessObservable {
  ///   var isActive: Bool { (try? active.value()) ?? false }
  ///   var isActiveStream: Observable<Bool> { active.asObservable() }
  ///   private let active = BehaviorSubject<Bool>(value: false)
  ///   func activate() { active.onNext(true) }
  ///   func deactivate() { active.onNext(false) }
  /// }
  ///
  /// worker.start(interactor)
  /// interactor.activate()  // the worker starts
  /// ```
  ///
  /// NB: the type declares `isActiveStream` itself. Without it, RIBsRx's own `isActiveStream`
  /// would stand in, and it follows the framework's observation of the mock: a circle the
  /// framework reports as `activenessReportsAreCircular`, reading the mock once.
  @preconcurrency
  @MainActor
  public protocol ActivenessObservable: ActivenessReporting {
    /// The scope's activeness: the current value first (or not), then every change.
    var isActiveStream: Observable<Bool> { get }
  }

  extension ActivenessObservable {
    /// Subscribes to ``isActiveStream`` and reports each value, on the main actor.
    ///
    /// - Parameter report: Receives each value.
    /// - Returns: What disposes of the subscription.
    public func reportActivenessChanges(
      to report: @escaping @MainActor (Bool) -> Void
    ) -> RIBsObservation {
      let subscription = subscribe(to: isActiveStream, reportingTo: report)
      return RIBsObservation { subscription.dispose() }
    }
  }

  /// Subscribes outside the main actor's isolation, so that the mock's subject may send on any
  /// thread: each value reaches `report` on the main actor, in order.
  private nonisolated func subscribe(
    to stream: Observable<Bool>, reportingTo report: @escaping @MainActor (Bool) -> Void
  ) -> any Disposable {
    stream.subscribe(onNext: { isActive in MainActorHop.run { report(isActive) } })
  }
#endif
