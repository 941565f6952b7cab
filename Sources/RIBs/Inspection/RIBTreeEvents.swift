/// The events of every RIB tree in the process, for debugging tools: a tracer, a live tree view.
///
/// Nothing is built or delivered while nobody observes, so an app pays one check per tree
/// operation for the feature.
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

  /// Every event from now on, as an asynchronous sequence, until the consuming task is cancelled.
  ///
  /// - Returns: The events.
  public static func stream() -> AsyncStream<RIBTreeEvent> {
    let (stream, continuation) = AsyncStream.makeStream(of: RIBTreeEvent.self)
    let observation = addObserver { continuation.yield($0) }
    continuation.onTermination = { _ in
      Task { @MainActor in observation.cancel() }
    }
    return stream
  }

  static func emit(_ event: RIBTreeEvent) {
    broadcast.send(event)
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
