/// One synchronous observer of the changes of an interactor scope's activeness: a worker, or a
/// closure (a publisher, a workflow step, a router's node following changes it does not make).
///
/// An object, so that the list of a scope's observers holds one reference per observer and a
/// delivery retains it and calls it directly: the observer may remove itself, or be released by
/// another, while it is called.
@MainActor
package class ActivenessObserver {
  /// Whether the observer is told ``ActivenessChange/activationCompleted``; workers and
  /// publishers, which follow only the changes of `isActive`, are not.
  final let followsCompletion: Bool

  init(followsCompletion: Bool) {
    self.followsCompletion = followsCompletion
  }

  /// Called with each change of `scope`'s activeness.
  ///
  /// - Parameters:
  ///   - scope: The scope that changed, borrowed for the call.
  ///   - change: The change.
  func scope(_ scope: any InteractorScope, didChange change: ActivenessChange) {}
}

/// An observer that calls a closure.
final class ClosureActivenessObserver: ActivenessObserver {
  private let observer: ActivenessObserverList.Observer

  init(followsCompletion: Bool, _ observer: @escaping ActivenessObserverList.Observer) {
    self.observer = observer
    super.init(followsCompletion: followsCompletion)
  }

  override func scope(_ scope: any InteractorScope, didChange change: ActivenessChange) {
    observer(change, scope)
  }
}
