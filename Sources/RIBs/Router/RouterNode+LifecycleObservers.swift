/// Who follows a router's lifecycle, and what its node follows of its interactable: made when
/// first needed, since most routers have neither.
@MainActor
final class RouterNodeObservations {
  /// Observers of the lifecycle (`Router.lifecycle`).
  var lifecycle: StateBroadcast<RouterLifecycle>?
  /// For a router whose interactable changes without its node (a mock whose state a test sets, an
  /// interactor another router owns), the observation that makes the subtree follow.
  var outsideChanges: ScopeObserverToken?
}

/// Who follows the router's lifecycle (`Router.lifecycle`): handlers and streams, created on
/// first observation.
extension RouterNode {
  func addLifecycleHandler(_ handler: @escaping (RouterLifecycle) -> Void) -> UInt64 {
    madeLifecycleBroadcast.addHandler(handler)
  }

  func removeLifecycleHandler(_ id: UInt64) {
    observations?.lifecycle?.removeHandler(id)
  }

  func makeLifecycleStream() -> AsyncStream<RouterLifecycle> {
    madeLifecycleBroadcast.makeStream(current: isLoaded ? .didLoad : nil)
  }

  var madeObservations: RouterNodeObservations {
    if let observations { return observations }
    let made = RouterNodeObservations()
    observations = made
    return made
  }

  private var madeLifecycleBroadcast: StateBroadcast<RouterLifecycle> {
    let observations = madeObservations
    if let lifecycle = observations.lifecycle { return lifecycle }
    let made = StateBroadcast<RouterLifecycle>()
    observations.lifecycle = made
    return made
  }
}
