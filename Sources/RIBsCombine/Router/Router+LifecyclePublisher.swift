import RIBs

#if canImport(Combine)
  import Combine
#else
  import OpenCombine
#endif

extension Router {
  /// The router's lifecycle as a publisher: `.didLoad` once the router has loaded (at once if it
  /// has), delivered synchronously, finishing when the router is deallocated.
  public var lifecyclePublisher: AnyPublisher<RouterLifecycle, Never> {
    statePublisher(
      current: { [weak self] in self?.isLoaded == true ? .didLoad : nil },
      register: { [weak self] handler in self?.addLifecycleHandler(handler) },
      unregister: { [weak self] id in self?.removeLifecycleHandler(id) })
  }
}
