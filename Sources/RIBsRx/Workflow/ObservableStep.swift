#if RxSwift
  import RIBs
  @preconcurrency import RxSwift

  /// Steps that return an observable: the step's work is a subscription to the observable, and
  /// its first element, its error or its completing without an element is the outcome.
  @MainActor
  enum ObservableStep {
    /// The body of a step made from `makeObservable`, waiting for its item to be active first if
    /// `waitsForActiveItem`.
    static func body<ActionableItemType, ValueType, NextActionableItemType, NextValueType>(
      waitsForActiveItem: Bool,
      _ makeObservable:
        @escaping @MainActor (ActionableItemType, ValueType) -> Observable<
          (NextActionableItemType, NextValueType)
        >
    ) -> StepBody<ActionableItemType, ValueType, NextActionableItemType, NextValueType> {
      SubscriptionStepRun.body(waitsForActiveItem: waitsForActiveItem) { item, value, run in
        let subscription = subscribe(to: makeObservable(item, value), reportingTo: run)
        return { subscription.dispose() }
      }
    }

    /// Subscribes outside the main actor's isolation, so that an observable may emit on any
    /// thread.
    private nonisolated static func subscribe<NextActionableItemType, NextValueType>(
      to observable: Observable<(NextActionableItemType, NextValueType)>,
      reportingTo run: SubscriptionStepRun<NextActionableItemType, NextValueType>
    ) -> any Disposable {
      observable.subscribe(
        onNext: { item, value in run.finish(.produced(item, value)) },
        onError: { error in run.finish(.failed(error)) },
        onCompleted: { run.finish(.finishedWithoutResult) })
    }
  }
#endif
