import RIBs

#if canImport(Combine)
  import Combine
#else
  import OpenCombine
#endif

extension InteractorScope {
  /// The scope's activeness as a publisher: the current value first, then every change.
  ///
  /// Values are delivered synchronously, before `activate()` or `deactivate()` returns, for an
  /// `Interactor` and for a scope that reports its changes (`ActivenessReporting`, such as
  /// `RIBsTesting`'s `InteractableMock`) alike; the publisher finishes when the scope is
  /// deallocated and lets go of what it reports to. A scope that reports nothing publishes its
  /// current value and finishes.
  public var isActivePublisher: AnyPublisher<Bool, Never> {
    statePublisher(
      current: { [weak self] in self?.isActive },
      register: { [weak self] handler in
        self.map { ScopeObservation.observeActiveness(of: $0, handler) }
      },
      unregister: { [weak self] (token: ScopeObserverToken) in token.cancel(observing: self) })
  }
}
