#if canImport(Combine)
  import Combine
#else
  import OpenCombine
#endif

/// A publisher of a piece of framework state: the current value first (if any), then every change,
/// delivered synchronously, finishing when the state's owner is deallocated.
///
/// - Parameters:
///   - current: The value to replay to each new subscriber, if there is one.
///   - register: Adds a synchronous handler to the owner and returns what removes it, or `nil` if
///     the owner is gone. The owner releases the handler when it is deallocated (or at once, if it
///     will never call it), which finishes the publisher.
///   - unregister: Removes a handler when its subscriber cancels.
/// - Returns: The publisher.
@MainActor
func statePublisher<Value, Registration>(
  current: @escaping @MainActor () -> Value?,
  register: @escaping @MainActor (@escaping (Value) -> Void) -> Registration?,
  unregister: @escaping @MainActor (Registration) -> Void
) -> AnyPublisher<Value, Never> {
  Deferred {
    let relay = FinishingRelay<Value>()
    let replayed = current()
    // The handler owns the relay: when the owner releases the handler, the relay finishes.
    let registration = register { [relay] value in relay.subject.send(value) }
    let values = relay.subject.eraseToAnyPublisher()
    let publisher = replayed.map { values.prepend($0).eraseToAnyPublisher() } ?? values
    return publisher.handleEvents(receiveCancel: {
      if let registration { unregister(registration) }
    })
  }
  .eraseToAnyPublisher()
}

/// A subject that finishes when it is released by the handler that feeds it.
private final class FinishingRelay<Value> {
  let subject = PassthroughSubject<Value, Never>()

  deinit {
    subject.send(completion: .finished)
  }
}
