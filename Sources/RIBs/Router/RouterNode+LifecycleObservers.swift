/// Who follows the router's lifecycle (`Router.lifecycle`): handlers and streams, created on
/// first observation.
extension RouterNode {
  func addLifecycleHandler(_ handler: @escaping (RouterLifecycle) -> Void) -> UInt64 {
    madeLifecycleBroadcast.addHandler(handler)
  }

  func removeLifecycleHandler(_ id: UInt64) {
    lifecycleBroadcast?.removeHandler(id)
  }

  func makeLifecycleStream() -> AsyncStream<RouterLifecycle> {
    madeLifecycleBroadcast.makeStream(current: isLoaded ? .didLoad : nil)
  }

  private var madeLifecycleBroadcast: StateBroadcast<RouterLifecycle> {
    if let lifecycleBroadcast { return lifecycleBroadcast }
    let made = StateBroadcast<RouterLifecycle>()
    _ = exchange(&lifecycleBroadcast, with: made)
    return made
  }
}
