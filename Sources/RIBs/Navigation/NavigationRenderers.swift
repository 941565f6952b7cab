/// The renderers that follow one navigation model, created when the first one is added.
@MainActor
struct NavigationRenderers {
  private var broadcast: StateBroadcast<RIBNavigationChange>?

  /// Adds `render`; returns the identifier that removes it.
  mutating func add(_ render: @escaping @MainActor (RIBNavigationChange) -> Void) -> UInt64 {
    StateBroadcast.lazily(in: &broadcast).addHandler(render)
  }

  func remove(_ id: UInt64) {
    broadcast?.removeHandler(id)
  }

  /// Tells every renderer about `change`, in the order they were added.
  func send(_ change: RIBNavigationChange) {
    broadcast?.send(change)
  }
}
