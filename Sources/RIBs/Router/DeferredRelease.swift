/// Releases detached subtrees one router at a time instead of recursively: dropping the last
/// reference to a router releases its node, which hands its own children here.
@MainActor
enum DeferredRelease {
  private static var queue: [any Routing] = []
  private static var isDraining = false

  /// Takes the routers out of `routers` and drops them one at a time.
  static func release(_ routers: inout [any Routing]) {
    // Each change takes the queue out and puts it back, so that nothing is released during an
    // access to it (see `exchange(_:with:)`).
    var pending = exchange(&queue, with: [])
    pending.append(contentsOf: exchange(&routers, with: []))
    swap(&queue, &pending)
    guard !isDraining else { return }
    isDraining = true
    while let router = takeLast() {
      // Dropping the last reference here may release a node, which appends its own children.
      _ = router
    }
    isDraining = false
  }

  private static func takeLast() -> (any Routing)? {
    var pending = exchange(&queue, with: [])
    let last = pending.popLast()
    swap(&queue, &pending)
    return last
  }
}
