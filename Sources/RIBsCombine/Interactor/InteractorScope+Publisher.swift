import RIBs

#if canImport(Combine)
  import Combine
#else
  import OpenCombine
#endif

extension InteractorScope {
  /// The scope's activeness as a publisher: the current value first, then every change.
  ///
  /// For an ``RIBs/Interactor``, values are delivered synchronously, before `activate()` or
  /// `deactivate()` returns, and the publisher finishes when the interactor is deallocated. Other
  /// scopes (such as mocks) are followed through their `isActiveStream`, asynchronously.
  public var isActivePublisher: AnyPublisher<Bool, Never> {
    guard let interactor = self as? Interactor else {
      return streamPublisher(isActiveStream)
    }
    return statePublisher(
      current: { [weak interactor] in interactor?.isActive },
      register: { [weak interactor] handler in interactor?.addActivenessHandler(handler) },
      unregister: { [weak interactor] id in interactor?.removeActivenessHandler(id) })
  }
}

/// A publisher of an asynchronous stream's values, delivered on the main actor.
@MainActor
func streamPublisher<Value: Sendable>(_ stream: AsyncStream<Value>) -> AnyPublisher<Value, Never> {
  let subject = PassthroughSubject<Value, Never>()
  let task = Task { @MainActor in
    for await value in stream { subject.send(value) }
    subject.send(completion: .finished)
  }
  return subject.handleEvents(receiveCancel: { task.cancel() }).eraseToAnyPublisher()
}
