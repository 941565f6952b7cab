#if RxSwift
  import RIBs
  @preconcurrency import RxSwift

  // Workflows of observables: steps that return `Observable<(Item, Value)>`. A step made this way
  // starts as soon as its actionable item is active (before `subscribe(_:)` returns if it is), and
  // the next step starts as soon as the observable emits; its first element is the step's result,
  // an error ends its chain with that error, and completing without an element ends the chain,
  // which completes it. The `async` steps of RIBs mix freely with these in one workflow: the
  // closure's return type picks the kind.

  extension Workflow {
    /// Adds the first step of a chain, as an observable.
    ///
    /// ```swift
    /// final class LaunchGameWorkflow: Workflow<any RootActionableItem> {
    ///   init(gameID: String) {
    ///     super.init()
    ///     onStep { (root: any RootActionableItem) -> Observable<(any LoggedInActionableItem, ())> in
    ///       root.waitForLogin()
    ///     }
    ///     .onStep { (loggedIn: any LoggedInActionableItem, _: ()) -> Observable<((), ())> in
    ///       loggedIn.launchGame(with: gameID)
    ///     }
    ///     .commit()
    ///   }
    /// }
    /// ```
    ///
    /// - Parameter onStep: Receives the root actionable item once it is active and returns an
    ///   observable of the next actionable item and value; its first element continues the
    ///   workflow.
    /// - Returns: The step, to chain the next one or to commit.
    public final func onStep<NextActionableItemType, NextValueType>(
      _ onStep:
        @escaping @MainActor (ActionableItemType) -> Observable<
          (NextActionableItemType, NextValueType)
        >
    ) -> Step<ActionableItemType, NextActionableItemType, NextValueType> {
      self.onStep(
        startingWith: ObservableStep.body(waitsForActiveItem: true) { item, _ in onStep(item) })
    }
  }

  extension Step {
    /// Adds the next step of the chain, as an observable.
    ///
    /// - Parameter onStep: Receives this step's actionable item, once it is active, and value, and
    ///   returns an observable of the next ones; its first element continues the workflow.
    /// - Returns: The new step, to chain the next one or to commit.
    public func onStep<NextActionableItemType, NextValueType>(
      _ onStep:
        @escaping @MainActor (ActionableItemType, ValueType) -> Observable<
          (NextActionableItemType, NextValueType)
        >
    ) -> Step<WorkflowActionableItemType, NextActionableItemType, NextValueType> {
      self.onStep(startingWith: ObservableStep.body(waitsForActiveItem: true, onStep))
    }

    /// This step's result as an observable.
    ///
    /// From this call on, the step runs whenever the workflow runs, as if a committed chain went
    /// through it. Each subscriber receives the step's result in the current run (at once if it
    /// has been produced) or the next, then the observable completes; an error of the chain before
    /// it fails the observable. Fork it back into a workflow with
    /// `fork(_:)`.
    ///
    /// - Returns: An observable of this step's actionable item and value.
    public func asObservable() -> Observable<(ActionableItemType, ValueType)> {
      publishResults()
      return Observable.create { [self] observer in
        let subscription = SingleAssignmentDisposable()
        MainActorHop.run {
          guard !subscription.isDisposed else { return }
          let send: @MainActor (Result<(ActionableItemType, ValueType), any Error>) -> Void = {
            switch $0 {
            case .success(let result):
              observer.onNext(result)
              observer.onCompleted()
            case .failure(let error):
              observer.onError(error)
            }
          }
          switch self.resultOrWait(send) {
          case .produced(let result):
            send(.success(result))
          case .failed(let error):
            send(.failure(error))
          case .waiting(let stop):
            subscription.setDisposable(Disposables.create { MainActorHop.run(stop) })
          }
        }
        return subscription
      }
    }
  }

  extension ObservableType {
    /// Continues `workflow` from this observable.
    ///
    /// When the workflow runs, the returned step subscribes to this observable and continues with
    /// its first element; a step's `asObservable()` forked this way continues from
    /// that step's result. Calls the workflow's `didFork()`.
    ///
    /// - Parameter workflow: The workflow the step belongs to.
    /// - Returns: The new step; `nil` if this observable is not an
    ///   `Observable<(ActionableItemType, ValueType)>`.
    @preconcurrency
    @MainActor
    public func fork<WorkflowActionableItemType, ActionableItemType, ValueType>(
      _ workflow: Workflow<WorkflowActionableItemType>
    ) -> Step<WorkflowActionableItemType, ActionableItemType, ValueType>? {
      guard let observable = self as? Observable<(ActionableItemType, ValueType)> else {
        return nil
      }
      workflow.didFork()
      return workflow.onStep(
        startingWith: ObservableStep.body(waitsForActiveItem: false) { _, _ in observable })
    }
  }

  extension Disposable {
    /// Disposes of this subscription when a subscription of `workflow` is disposed of.
    ///
    /// The workflow holds the subscription until then, so a subscription made inside a step may
    /// capture the workflow without a cycle outliving it.
    ///
    /// - Parameter workflow: The workflow whose disposal ends the subscription.
    @preconcurrency
    @MainActor
    public func disposeWith<ActionableItemType>(workflow: Workflow<ActionableItemType>) {
      workflow.bindToCancellation { self.dispose() }
    }

    /// ``disposeWith(workflow:)`` under its older, misspelled label.
    ///
    /// - Parameter worflow: The workflow whose disposal ends the subscription.
    @preconcurrency
    @MainActor
    @available(*, deprecated, renamed: "disposeWith(workflow:)")
    public func disposeWith<ActionableItemType>(worflow: Workflow<ActionableItemType>) {
      disposeWith(workflow: worflow)
    }
  }
#endif
