import RIBs

#if canImport(Combine)
  import Combine
#else
  import OpenCombine
#endif

// ModernRIBs' workflows: steps that return `AnyPublisher<(Item, Value), Error>`. A step made this
// way starts as soon as its actionable item is active (before `subscribe(_:)` returns if it is),
// and the next step starts as soon as the publisher emits; its first value is the step's result,
// a failure ends its chain with that error, and finishing without a value ends the chain, which
// completes it. The `async` steps of RIBs mix freely with these in one workflow: the closure's
// return type picks the kind.

extension Workflow {
  /// Adds the first step of a chain, as a publisher: ModernRIBs' `onStep(_:)`.
  ///
  /// - Parameter onStep: Receives the root actionable item once it is active and returns a
  ///   publisher of the next actionable item and value; its first value continues the workflow.
  /// - Returns: The step, to chain the next one or to commit.
  public final func onStep<NextActionableItemType, NextValueType>(
    _ onStep:
      @escaping @MainActor (ActionableItemType) -> AnyPublisher<
        (NextActionableItemType, NextValueType), any Error
      >
  ) -> Step<ActionableItemType, NextActionableItemType, NextValueType> {
    self.onStep(
      startingWith: PublisherStep.body(waitsForActiveItem: true) { item, _ in onStep(item) })
  }
}

extension Step {
  /// Adds the next step of the chain, as a publisher: ModernRIBs' `onStep(_:)`.
  ///
  /// - Parameter onStep: Receives this step's actionable item, once it is active, and value, and
  ///   returns a publisher of the next ones; its first value continues the workflow.
  /// - Returns: The new step, to chain the next one or to commit.
  public func onStep<NextActionableItemType, NextValueType>(
    _ onStep:
      @escaping @MainActor (ActionableItemType, ValueType) -> AnyPublisher<
        (NextActionableItemType, NextValueType), any Error
      >
  ) -> Step<WorkflowActionableItemType, NextActionableItemType, NextValueType> {
    self.onStep(startingWith: PublisherStep.body(waitsForActiveItem: true, onStep))
  }

  /// This step's result as a publisher: ModernRIBs' `asPublisher()`.
  ///
  /// From this call on, the step runs whenever the workflow runs, as if a committed chain went
  /// through it. Each subscriber receives the step's result in the current run (at once if it has
  /// been produced) or the next, then the publisher finishes; an error of the chain before it
  /// fails the publisher. Fork it back into a workflow with `fork(_:)`.
  ///
  /// - Returns: A publisher of this step's actionable item and value.
  public func asPublisher() -> AnyPublisher<(ActionableItemType, ValueType), any Error> {
    publishResults()
    return Deferred { [self] () -> AnyPublisher<(ActionableItemType, ValueType), any Error> in
      let subject = PassthroughSubject<(ActionableItemType, ValueType), any Error>()
      let wait = resultOrWait { result in
        switch result {
        case .success(let result):
          subject.send(result)
          subject.send(completion: .finished)
        case .failure(let error):
          subject.send(completion: .failure(error))
        }
      }
      switch wait {
      case .produced(let result):
        return Just(result).setFailureType(to: (any Error).self).eraseToAnyPublisher()
      case .failed(let error):
        return Fail(error: error).eraseToAnyPublisher()
      case .waiting(let stop):
        return subject.handleEvents(receiveCancel: { stop() }).eraseToAnyPublisher()
      }
    }
    .eraseToAnyPublisher()
  }

  /// ModernRIBs' older name of ``asPublisher()``.
  @available(*, deprecated, renamed: "asPublisher()")
  public func asObservable() -> AnyPublisher<(ActionableItemType, ValueType), any Error> {
    asPublisher()
  }
}

extension Publisher {
  /// Continues `workflow` from this publisher: ModernRIBs' `fork(_:)`.
  ///
  /// When the workflow runs, the returned step subscribes to this publisher and continues with its
  /// first value; a step's `asPublisher()` forked this way continues from that step's result.
  /// Calls the workflow's `didFork()`.
  ///
  /// - Parameter workflow: The workflow the step belongs to.
  /// - Returns: The new step; `nil` if this publisher is not an
  ///   `AnyPublisher<(ActionableItemType, ValueType), Error>`, as in ModernRIBs.
  @preconcurrency
  @MainActor
  public func fork<WorkflowActionableItemType, ActionableItemType, ValueType>(
    _ workflow: Workflow<WorkflowActionableItemType>
  ) -> Step<WorkflowActionableItemType, ActionableItemType, ValueType>? {
    guard let publisher = self as? AnyPublisher<(ActionableItemType, ValueType), any Error> else {
      return nil
    }
    workflow.didFork()
    return workflow.onStep(
      startingWith: PublisherStep.body(waitsForActiveItem: false) { _, _ in publisher })
  }
}

extension Cancellable {
  /// Cancels this subscription when a subscription of `workflow` is cancelled: ModernRIBs'
  /// `cancelWith(workflow:)`.
  ///
  /// The workflow holds the subscription until then, so a subscription made inside a step may
  /// capture the workflow without a cycle outliving it.
  ///
  /// - Parameter workflow: The workflow whose cancellation ends the subscription.
  /// - Returns: This subscription.
  @MainActor
  @discardableResult
  public func cancelWith<ActionableItemType>(workflow: Workflow<ActionableItemType>) -> Self {
    workflow.bindToCancellation { self.cancel() }
    return self
  }

  /// ModernRIBs' older name of ``cancelWith(workflow:)``, misspelling and all.
  @MainActor
  @available(*, deprecated, renamed: "cancelWith(workflow:)")
  public func disposeWith<ActionableItemType>(worflow: Workflow<ActionableItemType>) {
    cancelWith(workflow: worflow)
  }
}

/// A workflow's subscription is a `Cancellable`, as ModernRIBs' `subscribe(_:)` returns one: it can
/// be stored as `any Cancellable` or in an `AnyCancellable`, and cancelled from any thread.
extension WorkflowSubscription: Cancellable {}
