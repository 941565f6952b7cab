import RIBs

#if canImport(Combine)
  import Combine
#else
  import OpenCombine
#endif

/// Steps that return a publisher, as ModernRIBs runs them: the step's work is a subscription to
/// the publisher, and its first value, its error or its finishing without a value is the outcome.
@MainActor
enum PublisherStep {
  /// The body of a step made from `makePublisher`, waiting for its item to be active first if
  /// `waitsForActiveItem`.
  static func body<ActionableItemType, ValueType, NextActionableItemType, NextValueType>(
    waitsForActiveItem: Bool,
    _ makePublisher:
      @escaping @MainActor (ActionableItemType, ValueType) -> AnyPublisher<
        (NextActionableItemType, NextValueType), any Error
      >
  ) -> StepBody<ActionableItemType, ValueType, NextActionableItemType, NextValueType> {
    SubscriptionStepRun.body(waitsForActiveItem: waitsForActiveItem) { item, value, run in
      let subscription = sink(makePublisher(item, value), reportingTo: run)
      return { subscription.cancel() }
    }
  }

  /// Subscribes outside the main actor's isolation, so that a publisher may emit on any thread.
  private nonisolated static func sink<NextActionableItemType, NextValueType>(
    _ publisher: AnyPublisher<(NextActionableItemType, NextValueType), any Error>,
    reportingTo run: SubscriptionStepRun<NextActionableItemType, NextValueType>
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
}
