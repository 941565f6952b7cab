/// The floor every workload is compared with: the least a tree of activatable nodes can do.
///
/// A final class with a children array and an active flag; attach appends and activates the
/// subtree, detach removes by identity and deactivates the subtree. No interactor, no lifecycle, no
/// misuse checks, no leak detection.
public final class FloorNode {
  public private(set) var children: [FloorNode] = []
  public private(set) var isActive = false

  public init() {}

  public func attach(_ child: FloorNode) {
    children.append(child)
    child.setSubtreeActive(true)
  }

  public func detach(_ child: FloorNode) {
    if let index = children.firstIndex(where: { $0 === child }) {
      children.remove(at: index)
    }
    child.setSubtreeActive(false)
  }

  public func activate() {
    setSubtreeActive(true)
  }

  private func setSubtreeActive(_ active: Bool) {
    var pending = [self]
    while let node = pending.popLast() {
      node.isActive = active
      pending.append(contentsOf: node.children)
    }
  }

  /// A chain of `depth` nodes.
  public static func chain(depth: Int) -> FloorNode {
    let top = FloorNode()
    var bottom = top
    for _ in 1..<depth {
      let next = FloorNode()
      bottom.attach(next)
      bottom = next
    }
    return top
  }
}

/// The floor of `shared { }`: a hand-written cache of one instance per key.
public final class FloorCache {
  private var instances: [Int: AnyObject] = [:]

  public init() {}

  public func instance<T: AnyObject>(_ key: Int, _ make: () -> T) -> T {
    if let existing = instances[key] { return unsafeDowncast(existing, to: T.self) }
    let made = make()
    instances[key] = made
    return made
  }
}
