import RIBs

/// Activates an interactor for as long as this object lives, and deactivates it on the main actor
/// when it goes away, wherever that happens.
///
/// Swift Testing releases a suite's instance off the main actor once its test returns. An
/// interactor that a suite keeps active in a stored property would then be released while active
/// off the main actor, where its `willResignActive()` cannot run (RIBs reports
/// `RIBsDiagnostic.Kind.interactorReleasedWhileActiveOffMainActor`). Keep a scoped activation
/// beside it instead of calling `activate()`:
///
/// ```swift
/// @MainActor
/// @Suite struct OffGameInteractorTests {
///   let presenter = OffGamePresentableMock()
///   let interactor: OffGameInteractor
///   let activation: ScopedActivation
///
///   init() {
///     interactor = OffGameInteractor(presenter: presenter)
///     activation = ScopedActivation(of: interactor)
///   }
/// }
/// ```
@preconcurrency
@MainActor
public final class ScopedActivation {
  private let interactor: Interactor

  /// Activates `interactor`, until this object is released.
  ///
  /// - Parameter interactor: The interactor to activate.
  public init(of interactor: Interactor) {
    self.interactor = interactor
    interactor.activate()
  }

  // NB: a plain deinit, not `isolated deinit` (it would run through a back-deployment shim below
  // iOS 18.4). Off the main actor, the task keeps the interactor until it is deactivated there.
  deinit {
    let interactor = interactor
    if MainActorContext.isCurrent {
      MainActor.assumeIsolated { interactor.deactivate() }
    } else {
      Task { @MainActor in interactor.deactivate() }
    }
  }
}
