/// Who follows a router's lifecycle, the node's observation of its interactable, and the router's
/// companion: made when first needed, since most routers have none of them.
@MainActor
final class RouterNodeObservations {
  /// What another module keeps beside the router (``RouterCompanion``).
  var companion: (any RouterCompanion)?
  /// Observers of the lifecycle (`Router.lifecycle`).
  var lifecycle: StateBroadcast<RouterLifecycle>?
  /// For a router whose interactable changes without its node (a mock whose state a test sets, an
  /// interactor another router owns), the observation that makes the subtree follow.
  var interactableObservation: ScopeObserverToken?
}

/// Who follows the router's lifecycle (`Router.lifecycle`): handlers and streams, created on
/// first observation.
extension RouterNode {
  func addLifecycleHandler(_ handler: @escaping (RouterLifecycle) -> Void) -> UInt64 {
    lifecycleBroadcastCreatedIfNeeded.addHandler(handler)
  }

  func removeLifecycleHandler(_ id: UInt64) {
    observations?.lifecycle?.removeHandler(id)
  }

  var lifecycleHandlerCount: Int { observations?.lifecycle?.handlerCount ?? 0 }

  func makeLifecycleStream() -> AsyncStream<RouterLifecycle> {
    lifecycleBroadcastCreatedIfNeeded.makeStream(current: isLoaded ? .didLoad : nil)
  }

  var observationsCreatedIfNeeded: RouterNodeObservations {
    if let observations { return observations }
    let made = RouterNodeObservations()
    observations = made
    return made
  }

  private var lifecycleBroadcastCreatedIfNeeded: StateBroadcast<RouterLifecycle> {
    let observations = observationsCreatedIfNeeded
    if let lifecycle = observations.lifecycle { return lifecycle }
    let made = StateBroadcast<RouterLifecycle>()
    observations.lifecycle = made
    return made
  }
}
