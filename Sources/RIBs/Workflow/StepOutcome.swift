/// How a step's work ended: what a step body reports to its workflow run.
///
/// The primitive under both kinds of step: an `async` closure reports once it returns or throws; a
/// publisher (in RIBsCombine) reports its first value, an error, or that it finished without one.
package enum StepOutcome<ActionableItemType, ValueType> {
  /// The step produced the next actionable item and value.
  case produced(ActionableItemType, ValueType)
  /// The step finished without producing anything: its chain ends here, and counts as completed.
  case finishedWithoutResult
  /// The step failed; its chain ends with this error (a `CancellationError` cancels the workflow).
  case failed(any Error)
}

/// A step's body: it starts the step's work and returns how to cancel it.
///
/// It receives the actionable item, the value and where to report the outcome, and may report at
/// once, before it returns. It reports exactly once, cancelled or not: the report of cancelled work
/// says that it has wound down (a task that has returned, a subscription ended), so that the run
/// knows when nothing of the step holds its actionable item.
package typealias StepBody<ActionableItemType, ValueType, NextActionableItemType, NextValueType> =
  @MainActor (
    ActionableItemType, ValueType,
    _ report: @escaping @MainActor (StepOutcome<NextActionableItemType, NextValueType>) -> Void
  ) -> (@MainActor () -> Void)
