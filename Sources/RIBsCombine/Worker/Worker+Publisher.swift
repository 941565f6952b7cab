import RIBs

#if canImport(Combine)
  import Combine
#else
  import OpenCombine
#endif

extension Worker {
  /// Whether the worker is started, as a publisher: the current value first, then every change,
  /// delivered synchronously, finishing when the worker is deallocated.
  ///
  /// Uber's `isStartedStream`, for Combine.
  public var isStartedPublisher: AnyPublisher<Bool, Never> {
    statePublisher(
      current: { [weak self] in self?.isStarted },
      register: { [weak self] handler in self?.addStartednessHandler(handler) },
      unregister: { [weak self] id in self?.removeStartednessHandler(id) })
  }
}
