/// A picture of a RIB tree at one moment: for each RIB its name, whether it is active, whether it
/// has a view, and its children in order.
///
/// `Codable`, so it can be saved and sent; render it with ``RIBTreeRenderer``.
///
/// ```swift
/// let snapshot = RIBTreeSnapshot(of: launchRouter)
/// try JSONEncoder().encode(snapshot).write(to: url)
/// ```
public struct RIBTreeSnapshot: Sendable, Hashable, Codable {
  /// The RIB's name, derived from its router's type (`LoggedInRouter` is `LoggedIn`).
  public var name: String
  /// Whether the RIB's interactor is active.
  public var isActive: Bool
  /// Whether the RIB has a view.
  public var hasView: Bool
  /// The children, in the order they were attached.
  public var children: [RIBTreeSnapshot]

  /// Creates a snapshot from its parts.
  ///
  /// - Parameters:
  ///   - name: The RIB's name.
  ///   - isActive: Whether its interactor is active.
  ///   - hasView: Whether it has a view.
  ///   - children: Its children's snapshots.
  public init(name: String, isActive: Bool, hasView: Bool, children: [RIBTreeSnapshot] = []) {
    self.name = name
    self.isActive = isActive
    self.hasView = hasView
    self.children = children
  }

  /// Takes a snapshot of the live tree under `router`.
  ///
  /// - Parameter router: The root of the snapshot: any router, not only the app's root.
  @MainActor
  public init(of router: any Routing) {
    // Built in post-order with an explicit stack, so that a deep tree cannot overflow the stack.
    var pending: [(router: any Routing, nextChild: Int, children: [RIBTreeSnapshot])] = [
      (router, 0, [])
    ]
    var root = RIBTreeSnapshot(name: router.ribName, isActive: false, hasView: false)
    while var top = pending.popLast() {
      let children = top.router.children
      if top.nextChild < children.count {
        top.nextChild += 1
        pending.append(top)
        pending.append((children[top.nextChild - 1], 0, []))
        continue
      }
      let snapshot = RIBTreeSnapshot(
        name: top.router.ribName, isActive: top.router.interactable.isActive,
        hasView: top.router is any ViewableRouting, children: top.children)
      if pending.isEmpty {
        root = snapshot
      } else {
        pending[pending.count - 1].children.append(snapshot)
      }
    }
    self = root
  }

  /// The number of RIBs in the snapshot.
  public var count: Int {
    // Counted with an explicit stack, like the snapshot is built, so that depth does not matter.
    var count = 0
    var pending = [self]
    while let node = pending.popLast() {
      count += 1
      pending += node.children
    }
    return count
  }
}
