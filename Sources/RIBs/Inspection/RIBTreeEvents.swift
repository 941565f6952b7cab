/// The events of RIB trees, for debugging tools: a tracer, a live tree view.
///
/// Observe every tree in the process, or one subtree (``addObserver(forSubtreeOf:_:)``): an app
/// with two trees, or tests that run in parallel, then see only their own tree's events. Nothing is
/// built or delivered while nobody observes, so an app pays one check per tree operation for the
/// feature.
///
/// ```swift
/// let observation = RIBTreeEvents.addObserver { event in
///   print(event)  // "attach LoggedIn (parent: Root)"
/// }
/// // ...
/// observation.cancel()
/// ```
@preconcurrency
@MainActor
public enum RIBTreeEvents {
  /// Whether anybody observes; the framework checks it before it builds an event.
  static private(set) var isObserved = false

  /// The observers of the whole tree: process-wide, as an inspector or a test observes every
  /// router without holding one.
  private static let broadcast = StateBroadcast<RIBTreeEvent>()
  /// The observers of one subtree, with the identities of the RIBs in it now.
  private final class SubtreeObservers {
    let broadcast = StateBroadcast<RIBTreeEvent>()
    var members: Set<UInt>

    init(members: Set<UInt>) {
      self.members = members
    }
  }

  /// The observers of each observed subtree, by the identity of the subtree's root: here, not in
  /// the routers, so that a router nobody observes carries nothing for it.
  private static var subtrees: [UInt: SubtreeObservers] = [:]
  /// How many observations are open, of the tree or a subtree; ``isObserved`` follows it.
  private static var observerCount = 0 {
    didSet { isObserved = observerCount > 0 }
  }

  /// Calls `handler` synchronously with every event, until the observation is cancelled.
  ///
  /// - Parameter handler: Receives each event as it happens.
  /// - Returns: The observation; cancel it to stop.
  public static func addObserver(
    _ handler: @escaping @MainActor (RIBTreeEvent) -> Void
  ) -> RIBTreeEventObservation {
    let id = broadcast.addHandler(handler)
    observerCount += 1
    return RIBTreeEventObservation {
      broadcast.removeHandler(id)
      observerCount -= 1
    }
  }

  /// Calls `handler` synchronously with the events of `router` and of the RIBs under it at the
  /// time of each event, until the observation is cancelled.
  ///
  /// A RIB's detach from `router` or from a RIB under it is delivered; what happens to the
  /// detached RIB afterwards is not, until it is attached under `router` again.
  ///
  /// - Parameters:
  ///   - router: The root of the subtree to observe, such as an app's launch router.
  ///   - handler: Receives each event as it happens.
  /// - Returns: The observation; cancel it to stop.
  public static func addObserver(
    forSubtreeOf router: any Routing, _ handler: @escaping @MainActor (RIBTreeEvent) -> Void
  ) -> RIBTreeEventObservation {
    let root = router.ribIdentity.id
    let subtree = subtrees[root] ?? SubtreeObservers(members: Set(identities(under: router)))
    subtrees[root] = subtree
    let id = subtree.broadcast.addHandler(handler)
    observerCount += 1
    return RIBTreeEventObservation {
      subtree.broadcast.removeHandler(id)
      if subtree.broadcast.isEmpty { subtrees[root] = nil }
      observerCount -= 1
    }
  }

  /// Every event from now on, as an asynchronous sequence, until the consuming task is cancelled.
  ///
  /// - Parameter router: Only the events of this router's subtree, as
  ///   ``addObserver(forSubtreeOf:_:)`` delivers them; `nil` for every tree.
  /// - Returns: The events.
  public static func stream(forSubtreeOf router: (any Routing)? = nil) -> AsyncStream<RIBTreeEvent>
  {
    let (stream, continuation) = AsyncStream.makeStream(of: RIBTreeEvent.self)
    let observation =
      if let router {
        addObserver(forSubtreeOf: router) { continuation.yield($0) }
      } else {
        addObserver { continuation.yield($0) }
      }
    continuation.onTermination = { _ in
      Task { @MainActor in observation.cancel() }
    }
    return stream
  }

  /// Delivers `event` to the observers of every tree, and to those of each subtree it happened in.
  ///
  /// A subtree's observers know which RIBs are in it, so an event costs a set lookup per observed
  /// subtree, whatever the depth; an attach or a detach walks the moving RIB's own subtree.
  ///
  /// - Parameters:
  ///   - event: The event.
  ///   - child: For an attach or a detach, the router that moves.
  static func emit(_ event: RIBTreeEvent, moving child: (any Routing)? = nil) {
    broadcast.send(event)
    guard !subtrees.isEmpty else { return }
    // The moving RIB's subtree, walked at most once, for every observed subtree it enters or leaves.
    lazy var moved = child.map(identities(under:)) ?? [event.router.id]
    for subtree in subtrees.values {
      switch event.kind {
      case .attach:
        guard let parent = event.parent, subtree.members.contains(parent.id) else { continue }
        subtree.members.formUnion(moved)
        subtree.broadcast.send(event)
      case .detach:
        guard subtree.members.contains(event.router.id) else { continue }
        subtree.broadcast.send(event)
        // The root of an observed subtree stays observed, wherever it goes.
        guard let parent = event.parent, subtree.members.contains(parent.id) else { continue }
        subtree.members.subtract(moved)
      case .activate, .deactivate, .load:
        if subtree.members.contains(event.router.id) { subtree.broadcast.send(event) }
      }
    }
  }

  /// The identities of `router` and of every RIB under it, without recursion.
  private static func identities(under router: any Routing) -> [UInt] {
    var ids: [UInt] = []
    router.visitInPreOrder { router, _, _ in
      ids.append(router.ribID)
    }
    return ids
  }
}

/// An observation of ``RIBTreeEvents``: cancel it to stop.
public typealias RIBTreeEventObservation = RIBsObservation
