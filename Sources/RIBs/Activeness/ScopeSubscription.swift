/// An observer added to an interactor scope, removed when this object goes away.
///
/// For types that observe a scope and must stop when they go away: they own one of these, whose
/// deinitializer removes the observer on the main actor.
@MainActor
final class ScopeSubscription {
  /// The scope and the observation: a main-actor object, which the deinitializer can hand to the
  /// main actor from any thread.
  private let registration: Registration

  /// Adds `observer` to `scope` until ``cancel()`` or the end of this object.
  init(of scope: any InteractorScope, _ observer: @escaping @MainActor (ActivenessChange) -> Void) {
    registration = Registration(
      scope: scope, token: ScopeObservation.observe(scope) { change, _ in observer(change) })
  }

  // A plain deinit, not `isolated deinit`: below iOS 18.4 and macOS 15.4 an isolated deinit
  // runs through a back-deployment shim with open crash reports (swiftlang/swift #87316, #85221).
  // The owners live on the main actor, so the last release nearly always happens there; one
  // released elsewhere (a task that kept its owner) removes the observer there as soon as the
  // main actor is free.
  deinit {
    let registration = registration
    if MainActorContext.isCurrent {
      MainActor.assumeIsolated { registration.cancel() }
    } else {
      Task { @MainActor in registration.cancel() }
    }
  }

  /// Removes the observer; calling it again does nothing.
  func cancel() {
    registration.cancel()
  }

  @MainActor
  private final class Registration {
    private weak var scope: (any InteractorScope)?
    private var token: ScopeObserverToken?

    init(scope: any InteractorScope, token: ScopeObserverToken) {
      self.scope = scope
      self.token = token
    }

    func cancel() {
      token?.cancel(observing: scope)
      token = nil
    }
  }
}
