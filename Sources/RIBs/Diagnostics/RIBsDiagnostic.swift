/// A report of a misuse of the framework or of a leak, delivered to ``RIBsDiagnostics``.
///
/// The framework never corrupts the RIB tree when it is misused: it refuses the operation and reports
/// it. In debug builds the default handler stops the program with an assertion for an
/// ``Severity-swift.enum/error`` so the mistake is seen at once, and only prints a
/// ``Severity-swift.enum/warning``; tests capture reports with `RIBsDiagnostics.capture(_:)`.
public struct RIBsDiagnostic: Sendable, Hashable, CustomStringConvertible {
  /// What went wrong.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// A router was asked to attach a child that is already one of its children.
    case childAlreadyAttached
    /// A router was asked to attach a child that is attached to another router.
    case childHasAnotherParent
    /// A router was asked to attach itself or one of its ancestors, which would make a cycle.
    case attachCreatesCycle
    /// A router was asked to detach a router that is not one of its children.
    case detachedRouterIsNotAChild
    /// A router was created with an interactor that another router owns; it follows the interactor
    /// but does not own it.
    case interactorHasAnotherRouter
    /// An interactor was asked to deactivate, or a router to detach a child, while that interactor or
    /// child was already resigning (from its `willResignActive()` or code it called); nothing
    /// changed.
    case deactivatedWhileResigning
    /// An interactor was released while active on a thread other than the main thread, where its
    /// main-actor hooks cannot run: its `willResignActive()` did not run and the work scoped to its
    /// activation was not cancelled.
    ///
    /// Reported on the main actor as soon as it is free. Interactors belong to the main actor;
    /// a task that keeps one should let it go there. A ``Severity-swift.enum/warning``: the
    /// framework cannot undo it, and a test suite that keeps an active interactor in a stored
    /// property is released by its test runner off the main actor.
    case interactorReleasedWhileActiveOffMainActor
    /// A worker was released while started on a thread other than the main thread, where its
    /// main-actor hooks cannot run: its `didStop()` did not run and the work scoped to its run was
    /// not cancelled.
    ///
    /// Reported on the main actor as soon as it is free. A ``Severity-swift.enum/warning``, as
    /// ``interactorReleasedWhileActiveOffMainActor``.
    case workerReleasedWhileStartedOffMainActor
    /// Application code activated the interactor of a router whose parent's interactor is inactive.
    ///
    /// It stays active until its parent's next change: a subtree follows its
    /// parent, and an activation from outside the tree walks breaks that.
    case activatedUnderInactiveParent
    /// A scope's reports of its activeness come from the framework's own observation of that
    /// scope (an `ActivenessPublishing` type that does not declare its own `isActiveStream`): its
    /// changes cannot be followed, and observers see its state when they start.
    case activenessReportsAreCircular
    /// Work was scoped to an interactor or worker that is not active; the work was cancelled at once.
    ///
    /// A ``Severity-swift.enum/warning``: a deep link or a late callback can legitimately arrive
    /// after its RIB has left the tree.
    case scopeIsInactive
    /// A workflow was subscribed before any of its chains was committed: nothing ran, and neither
    /// of its hooks was called.
    case workflowNotCommitted
    /// A componentized builder's component factory returned the same component twice.
    case componentReused
    /// An object expected to be deallocated is still alive after the expected time.
    case objectLeaked
    /// A view controller expected to disappear is still on screen after the expected time.
    case viewControllerDidNotDisappear
    /// A navigation model (`RIBsNavigation`) was asked for a change it cannot make: pushing a router
    /// that is in its stack, popping an empty stack, a change after its host router went away, a
    /// route nobody handles, a write from a view that names nothing the model shows.
    case invalidNavigation
  }

  /// How serious a report is, which decides what the default handler does with it.
  public enum Severity: String, Sendable, Hashable, CaseIterable {
    /// Work that could not be done as asked and was cancelled: printed.
    case warning
    /// A mistake in the app (a misuse of the tree or a leak): printed, and an assertion failure in
    /// debug builds.
    case error
  }

  /// What went wrong.
  public var kind: Kind
  /// A sentence for a person: what happened, to which type, and what the framework did about it.
  public var message: String

  /// Creates a report.
  ///
  /// - Parameters:
  ///   - kind: What went wrong.
  ///   - message: A sentence that says what happened and what the framework did about it.
  public init(kind: Kind, message: String) {
    self.kind = kind
    self.message = message
  }

  /// How serious the report is: a ``Severity-swift.enum/warning`` for work scoped to an inactive
  /// scope and for an interactor or worker released while active or started off the main actor,
  /// an ``Severity-swift.enum/error`` for everything else.
  public var severity: Severity {
    switch kind {
    case .scopeIsInactive, .interactorReleasedWhileActiveOffMainActor,
      .workerReleasedWhileStartedOffMainActor:
      .warning
    default: .error
    }
  }

  /// The report as a log line: `[RIBs] <kind>: <message>`.
  public var description: String { "[RIBs] \(kind.rawValue): \(message)" }
}
