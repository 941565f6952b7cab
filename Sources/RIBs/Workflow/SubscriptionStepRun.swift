/// Runs a workflow step whose work is a subscription to another library's stream: a Combine
/// publisher (RIBsCombine) or an RxSwift observable (RIBsRx).
///
/// The step subscribes once its actionable item is active (at once if it is, or if it is not an
/// ``InteractorScope``), and reports once: the stream's first value, its error, or that it finished
/// without a value. The stream may deliver on any thread; what arrives off the main actor is
/// reported on the main actor's next turn. The first report ends the subscription, and so does the
/// run's cancellation.
@MainActor
package final class SubscriptionStepRun<NextActionableItemType, NextValueType> {
  /// What the step reports.
  package typealias Outcome = StepOutcome<NextActionableItemType, NextValueType>

  private var report: (@MainActor (Outcome) -> Void)?
  private var cancelWait: (@MainActor () -> Void)?
  private var cancelSubscription: (() -> Void)?

  private init(report: @escaping @MainActor (Outcome) -> Void) {
    self.report = report
  }

  /// The body of a step that subscribes with `subscribe`.
  ///
  /// - Parameters:
  ///   - waitsForActiveItem: Whether the step waits for its actionable item to be active; a fork
  ///     continues at once.
  ///   - subscribe: Subscribes to the step's stream, which reports to the run with
  ///     ``finish(_:)``, and returns what ends the subscription.
  /// - Returns: The step's body.
  package static func body<ActionableItemType, ValueType>(
    waitsForActiveItem: Bool,
    subscribe:
      @escaping @MainActor (ActionableItemType, ValueType, SubscriptionStepRun) -> () -> Void
  ) -> StepBody<ActionableItemType, ValueType, NextActionableItemType, NextValueType> {
    { item, value, report in
      let run = SubscriptionStepRun(report: report)
      let start: @MainActor () -> Void = { run.start { subscribe(item, value, run) } }
      if waitsForActiveItem {
        run.cancelWait = ActivationWait.whenActive(item, then: start)
      } else {
        start()
      }
      return { run.cancelByTheRun() }
    }
  }

  private func start(_ subscribe: () -> () -> Void) {
    guard report != nil else { return }
    let cancel = subscribe()
    // A stream that delivered at once has reported already.
    if report == nil {
      cancel()
    } else {
      cancelSubscription = cancel
    }
  }

  /// Reports `outcome` if nothing was reported yet, from any thread, and ends the subscription.
  ///
  /// - Parameter outcome: The stream's first value, its error, or that it finished without one.
  package nonisolated func finish(_ outcome: Outcome) {
    // Unchecked: the item and value need not be Sendable (steps pass interactors and plain
    // values), and a stream may deliver on any thread. Each value is handed over here and the step
    // uses it only on the main actor; what the delivering side does with its own copy afterwards is
    // outside the step's control.
    nonisolated(unsafe) let handedOver = outcome
    if MainActorContext.isCurrent {
      MainActor.assumeIsolated { self.reportOnce(handedOver) }
    } else {
      Task { @MainActor in self.reportOnce(handedOver) }
    }
  }

  private func reportOnce(_ outcome: Outcome) {
    guard let report else { return }
    stop()
    report(outcome)
  }

  /// Ends the step's work when the run cancels it, and reports that it has wound down: a
  /// subscription ends at once.
  private func cancelByTheRun() {
    guard let report else { return }
    stop()
    report(.failed(CancellationError()))
  }

  private func stop() {
    report = nil
    cancelWait?()
    cancelWait = nil
    cancelSubscription?()
    cancelSubscription = nil
  }
}
