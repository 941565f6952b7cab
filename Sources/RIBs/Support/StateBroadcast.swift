/// The observers of one piece of state: synchronous handlers for the framework and asynchronous
/// streams for application code.
///
/// Owned by the object whose state it broadcasts (an interactor's activeness, a router's lifecycle,
/// the leak detector's status) and created only when somebody observes, so that unobserved objects
/// pay nothing. Streams start with the current value and finish when this object goes away, that is
/// when its owner is deallocated.
final class StateBroadcast<Element: Sendable> {
  private var handlers: [(id: UInt64, handler: (Element) -> Void)] = []
  private var continuations: [AsyncStream<Element>.Continuation] = []
  private var nextHandlerID: UInt64 = 0

  init() {}

  /// The broadcast stored in `slot`, created there on first use, so that an owner nobody observes
  /// allocates none.
  static func lazily(in slot: inout StateBroadcast?) -> StateBroadcast {
    if let broadcast = slot { return broadcast }
    let broadcast = StateBroadcast()
    slot = broadcast
    return broadcast
  }

  deinit {
    for continuation in continuations {
      continuation.finish()
    }
  }

  /// A new stream that yields `current` first, then every value passed to ``send(_:)``.
  func makeStream(current: Element?) -> AsyncStream<Element> {
    let (stream, continuation) = AsyncStream.makeStream(
      of: Element.self, bufferingPolicy: .unbounded)
    if let current {
      continuation.yield(current)
    }
    continuations.append(continuation)
    return stream
  }

  /// Adds a synchronous handler; returns the identifier that removes it.
  func addHandler(_ handler: @escaping (Element) -> Void) -> UInt64 {
    nextHandlerID += 1
    handlers.append((nextHandlerID, handler))
    return nextHandlerID
  }

  /// How many synchronous handlers there are.
  var handlerCount: Int { handlers.count }

  /// Whether nothing listens: no handler and no stream.
  var isEmpty: Bool { handlers.isEmpty && continuations.isEmpty }

  func removeHandler(_ id: UInt64) {
    handlers.removeAll { $0.id == id }
  }

  /// Delivers `value` to the handlers, in the order they were added, then to the streams.
  func send(_ value: Element) {
    // Iterate over a copy: a handler may add or remove handlers.
    for entry in handlers {
      entry.handler(value)
    }
    if !continuations.isEmpty {
      continuations.removeAll { continuation in
        if case .terminated = continuation.yield(value) { return true }
        return false
      }
    }
  }
}

@available(*, unavailable)
extension StateBroadcast: Sendable {}
