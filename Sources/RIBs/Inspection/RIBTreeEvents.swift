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
@MainActor
public enum RIBTreeEvents {
  /// Whether anybody observes; the framework checks it before it builds an event.
  static private(set) var isObserved = false

  private static let broadcast = StateBroadcast<RIBTreeEvent>()
  /// The observers of one subtree, by the identity of the subtree's root.
  private static var subtreeBroadcasts: [UInt: StateBroadcast<RIBTreeEvent>] = [:]
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
    let subtree = subtreeBroadcasts[root] ?? StateBroadcast<RIBTreeEvent>()
    subtreeBroadcasts[root] = subtree
    let id = subtree.addHandler(handler)
    observerCount += 1
    return RIBTreeEventObservation {
      subtree.removeHandler(id)
      if subtree.isEmpty { subtreeBroadcasts[root] = nil }
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
  /// - Parameters:
  ///   - event: The event.
  ///   - lineage: The identities of the RIB the event is about and of its ancestors, nearest
  ///     first; asked for only when someone observes a subtree.
  static func emit(_ event: RIBTreeEvent, lineage: () -> [UInt]) {
    broadcast.send(event)
    guard !subtreeBroadcasts.isEmpty else { return }
    for id in lineage() {
      subtreeBroadcasts[id]?.send(event)
    }
  }
}

/// An observation of ``RIBTreeEvents``.
@MainActor
public final class RIBTreeEventObservation {
  private var onCancel: (() -> Void)?

  init(onCancel: @escaping () -> Void) {
    self.onCancel = onCancel
  }

  /// Stops the observation.
  ///
  /// Calling it again does nothing.
  public func cancel() {
    onCancel?()
    onCancel = nil
  }
}
