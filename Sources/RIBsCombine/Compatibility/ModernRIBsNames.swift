import RIBs

#if canImport(Combine)
  import Combine
#else
  import OpenCombine
#endif

// ModernRIBs names its publishers as `RIBs` names its async streams: `isActiveStream`, `lifecycle`,
// `isStartedStream`. Where RIBsCombine is imported both are there, and the context picks: a
// publisher operator (`.sink`, `.filter { }.sink`, `.map`), a publisher-typed property or argument
// picks the publisher; `for await`, `.makeAsyncIterator()` or an `AsyncStream`-typed one picks the
// stream. An unannotated `let x = interactor.isActiveStream` is the stream (a member of the class
// wins over one of a protocol); on a router or a worker it is ambiguous, and the type is written.

extension InteractorScope {
  /// ``isActivePublisher``, under ModernRIBs' name: the scope's activeness, the current value first,
  /// then every change, for an interactor and a mock alike.
  public var isActiveStream: AnyPublisher<Bool, Never> { isActivePublisher }
}

extension Router {
  /// ``lifecyclePublisher``, under ModernRIBs' name: `.didLoad` once the router has loaded.
  public var lifecycle: AnyPublisher<RouterLifecycle, Never> { lifecyclePublisher }
}

extension Worker {
  /// ``isStartedPublisher``, under ModernRIBs' name: whether the worker is started, the current
  /// value first, then every change.
  public var isStartedStream: AnyPublisher<Bool, Never> { isStartedPublisher }
}
