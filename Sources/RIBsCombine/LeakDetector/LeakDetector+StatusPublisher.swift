import RIBs

#if canImport(Combine)
  import Combine
#else
  import OpenCombine
#endif

extension LeakDetector {
  /// The status as a publisher: the current value first, then every change, delivered
  /// synchronously, finishing when the detector is deallocated.
  public var statusPublisher: AnyPublisher<LeakDetectionStatus, Never> {
    statePublisher(
      current: { [weak self] in self?.statusValue },
      register: { [weak self] handler in self?.addStatusHandler(handler) },
      unregister: { [weak self] id in self?.removeStatusHandler(id) })
  }

  /// The status as a publisher, under ModernRIBs' name.
  ///
  /// ``statusPublisher`` where the code uses it as a publisher: `LeakDetector.instance.status.sink
  /// { … }`. Compared with a value (`status == .inProgress`), `status` is the current value.
  public var status: AnyPublisher<LeakDetectionStatus, Never> { statusPublisher }
}
