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
  /// `Interactor` and a mock alike, and the publisher finishes when the scope is deallocated.
  public var isActivePublisher: AnyPublisher<Bool, Never> {
    statePublisher(
      current: { [weak self] in self?.isActive },
      register: { [weak self] handler in
        guard let self else { return nil }
        return ScopeObservation.addObserver(to: self, followsCompletion: false) { change, _ in
          if let isActive = change.isActive { handler(isActive) }
        }.rawValue
      },
      unregister: { [weak self] id in
        guard let self else { return }
        ScopeObservation.removeObserver(StepObserverID(rawValue: id), from: self)
      })
  }
}
