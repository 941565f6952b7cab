import RIBs

#if canImport(Combine)
  import Combine
#else
  import OpenCombine
#endif

extension Publisher {
  /// Lets values through only while the scope is active.
  ///
  /// Uber's `confineTo(_:)`: one subscription to this publisher for the subscriber's life; values
  /// that arrive while the scope is inactive are not delivered, and when the scope becomes active
  /// again the latest value (if any) is delivered at once.
  ///
  /// ```swift
  /// scoreStream.score
  ///   .confineTo(self)
  ///   .sink { [weak self] score in self?.presenter.show(score) }
  ///   .cancelOnDeactivate(interactor: self)
  /// ```
  ///
  /// - Parameter interactorScope: The scope, usually the interactor that subscribes.
  /// - Returns: A publisher of this publisher's values while the scope is active.
  @preconcurrency
  @MainActor
  public func confineTo(_ interactorScope: any InteractorScope) -> AnyPublisher<Output, Failure> {
    ConfinedPublisher(upstream: self, activeness: interactorScope.isActivePublisher)
      .eraseToAnyPublisher()
  }
}

/// The publisher behind ``Combine/Publisher/confineTo(_:)``.
///
/// NB: written out because OpenCombine has no `combineLatest`, which Uber's version is built on.
private struct ConfinedPublisher<Upstream: Publisher>: Publisher {
  typealias Output = Upstream.Output
  typealias Failure = Upstream.Failure

  let upstream: Upstream
  let activeness: AnyPublisher<Bool, Never>

  func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    let subscription = ConfinedSubscription<Upstream, S>(downstream: subscriber)
    subscriber.receive(subscription: subscription)
    subscription.start(upstream: upstream, activeness: activeness)
  }
}

/// Delivers the latest upstream value while the scope is active and the subscriber has demand.
private final class ConfinedSubscription<Upstream: Publisher, Downstream: Subscriber>: Subscription
where Downstream.Input == Upstream.Output, Downstream.Failure == Upstream.Failure {
  private var downstream: Downstream?
  private var demand = Subscribers.Demand.none
  private var latest: Upstream.Output?
  private var latestIsDelivered = true
  private var isActive = false
  private var cancellables: [AnyCancellable] = []

  init(downstream: Downstream) {
    self.downstream = downstream
  }

  func start(upstream: Upstream, activeness: AnyPublisher<Bool, Never>) {
    guard downstream != nil else { return }
    cancellables.append(
      activeness.sink { [weak self] isActive in self?.scopeDidChange(isActive: isActive) })
    cancellables.append(
      upstream.sink(
        receiveCompletion: { [weak self] completion in self?.finish(completion) },
        receiveValue: { [weak self] value in self?.receive(value) }))
  }

  func request(_ demand: Subscribers.Demand) {
    self.demand += demand
    deliver()
  }

  func cancel() {
    downstream = nil
    cancellables.forEach { $0.cancel() }
    cancellables = []
  }

  private func scopeDidChange(isActive: Bool) {
    self.isActive = isActive
    // Like combineLatest: becoming active delivers the latest value again.
    if isActive, latest != nil { latestIsDelivered = false }
    deliver()
  }

  private func receive(_ value: Upstream.Output) {
    latest = value
    latestIsDelivered = false
    deliver()
  }

  private func deliver() {
    guard isActive, !latestIsDelivered, demand > .none, let latest, let downstream else { return }
    latestIsDelivered = true
    demand -= 1
    demand += downstream.receive(latest)
  }

  private func finish(_ completion: Subscribers.Completion<Upstream.Failure>) {
    let downstream = self.downstream
    cancel()
    downstream?.receive(completion: completion)
  }
}
