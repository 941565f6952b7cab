import RIBs

#if canImport(Combine)
  import Combine
#else
  import OpenCombine
#endif

/// Runs a step that returns a publisher, as ModernRIBs does: the step starts once its actionable
/// item is active (at once if it is), and reports the publisher's first value, its error, or that
/// it finished without a value.
///
/// Values and completions that arrive off the main actor are reported on its next turn.
@MainActor
final class PublisherStepRun<NextActionableItemType, NextValueType> {
  typealias Outcome = StepOutcome<NextActionableItemType, NextValueType>

  private var report: (@MainActor (Outcome) -> Void)?
  private var cancelWait: (@MainActor () -> Void)?
  private var subscription: AnyCancellable?

  private init(report: @escaping @MainActor (Outcome) -> Void) {
    self.report = report
  }

  /// The body of a step made from `makePublisher`, waiting for its item to be active first if
  /// `waitsForActiveItem`.
  static func body<ActionableItemType, ValueType>(
    waitsForActiveItem: Bool,
    _ makePublisher:
      @escaping @MainActor (ActionableItemType, ValueType) -> AnyPublisher<
        (NextActionableItemType, NextValueType), any Error
      >
  ) -> StepBody<ActionableItemType, ValueType, NextActionableItemType, NextValueType> {
    { item, value, report in
      let run = PublisherStepRun(report: report)
      let start: @MainActor () -> Void = { run.subscribe(to: makePublisher(item, value)) }
      if waitsForActiveItem {
        run.cancelWait = ActivationWait.whenActive(item, then: start)
      } else {
        start()
      }
      return { run.cancel() }
    }
  }

  private func subscribe(
    to publisher: AnyPublisher<(NextActionableItemType, NextValueType), any Error>
  ) {
    guard report != nil else { return }
    let subscription = Self.sink(publisher, reportingTo: self)
    // A publisher that emitted at once has reported already.
    if report == nil {
      subscription.cancel()
    } else {
      self.subscription = subscription
    }
  }

  /// Subscribes outside the main actor's isolation, so that a publisher may emit on any thread.
  private nonisolated static func sink(
    _ publisher: AnyPublisher<(NextActionableItemType, NextValueType), any Error>,
    reportingTo run: PublisherStepRun
  ) -> AnyCancellable {
    publisher.sink(
      receiveCompletion: { completion in
        switch completion {
        case .finished: run.finish(.finishedWithoutResult)
        case .failure(let error): run.finish(.failed(error))
        }
      },
      receiveValue: { item, value in run.finish(.produced(item, value)) })
  }

  /// Reports `outcome` once, on the main actor, and ends the subscription.
  private nonisolated func finish(_ outcome: Outcome) {
    // NB: unchecked: the item and value need not be Sendable (ModernRIBs' steps pass interactors
    // and plain values), and a publisher may emit on any thread. Each value is handed over here and
    // the step uses it only on the main actor; what the emitting side does with its own copy
    // afterwards was outside the step's control in ModernRIBs too.
    nonisolated(unsafe) let handedOver = outcome
    if MainActorContext.isCurrent {
      MainActor.assumeIsolated { self.reportOnce(handedOver) }
    } else {
      Task { @MainActor in self.reportOnce(handedOver) }
    }
  }

  private func reportOnce(_ outcome: Outcome) {
    guard let report else { return }
    cancel()
    report(outcome)
  }

  private func cancel() {
    report = nil
    cancelWait?()
    cancelWait = nil
    subscription?.cancel()
    subscription = nil
  }
}
