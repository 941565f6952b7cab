/// An observer added to an interactor scope, removed when this object goes away.
///
/// For generic types that observe a scope: they cannot remove the observer from an `isolated
/// deinit` of their own (see `RouterNode` for why generic classes have none), so they own one of
/// these, which is not generic.
@MainActor
final class ActivenessObservation {
  private weak var scope: (any InteractorScope)?
  private var id: ActivenessObserverID?

  /// Adds `observer` to `scope` until ``cancel()`` or the end of this object.
  init(of scope: any InteractorScope, _ observer: @escaping @MainActor (ActivenessChange) -> Void) {
    self.scope = scope
    self.id = ActivenessTracking.addObserver(to: scope) { change, _ in observer(change) }
  }

  isolated deinit {
    cancel()
  }

  /// Removes the observer; calling it again does nothing.
  func cancel() {
    if let id, let scope { ActivenessTracking.removeObserver(id, from: scope) }
    id = nil
  }
}
