/// A report of a misuse of the framework or of a leak, delivered to ``RIBsDiagnostics``.
///
/// The framework never corrupts the RIB tree when it is misused: it refuses the operation and reports
/// it. In debug builds the default handler stops the program with an assertion for an
/// ``Severity-swift.enum/error`` so the mistake is seen at once, and only prints a
/// ``Severity-swift.enum/warning``; tests capture reports with `RIBsDiagnostics.capture(_:)`.
public struct RIBsDiagnostic: Sendable, Hashable, CustomStringConvertible {
  /// What went wrong: a name, and how serious it is.
  ///
  /// The core's kinds are the static members below; a module of its own adds kinds the same way,
  /// in an extension (RIBsNavigation adds `invalidNavigation`):
  ///
  /// ```swift
  /// extension RIBsDiagnostic.Kind {
  ///   static let paymentRefused = Self("paymentRefused", severity: .warning)
  /// }
  /// ```
  ///
  /// Two kinds are the same when their names and severities are. A `switch` matches a kind
  /// against the static members.
  public struct Kind: Sendable, Hashable, CustomStringConvertible {
    /// The kind's name, as reports and tools show it: `childAlreadyAttached`.
    public let name: String
    /// How serious a report of this kind is, which decides what the default handler does.
    public let severity: Severity

    /// Creates a kind of report.
    ///
    /// - Parameters:
    ///   - name: The kind's name, in lower camel case, unique among the app's kinds.
    ///   - severity: How serious a report of this kind is; an error by default.
    public init(_ name: String, severity: Severity = .error) {
      self.name = name
      self.severity = severity
    }

    /// The kind's name.
    public var description: String { name }

    /// A router was asked to attach a child that is already one of its children.
    public static let childAlreadyAttached = Kind("childAlreadyAttached")
    /// A router was asked to attach a child that is attached to another router.
    public static let childHasAnotherParent = Kind("childHasAnotherParent")
    /// A router was asked to attach itself or one of its ancestors, which would make a cycle.
    public static let attachCreatesCycle = Kind("attachCreatesCycle")
    /// A router was asked to detach a router that is not one of its children.
    public static let detachedRouterIsNotAChild = Kind("detachedRouterIsNotAChild")
    /// A router was created with an interactor that another router owns; it follows the interactor
    /// but does not own it.
    public static let interactorHasAnotherRouter = Kind("interactorHasAnotherRouter")
    /// An interactor was asked to deactivate, or a router to detach a child, while that interactor
    /// or child was already resigning (from its `willResignActive()` or code it called); nothing
    /// changed.
    public static let deactivatedWhileResigning = Kind("deactivatedWhileResigning")
    /// An interactor was released while active on a thread other than the main thread, where its
    /// main-actor hooks cannot run: its `willResignActive()` did not run and the work scoped to its
    /// activation was not cancelled.
    ///
    /// Reported on the main actor as soon as it is free. Interactors belong to the main actor;
    /// a task that keeps one should let it go there. A ``Severity-swift.enum/warning``: the
    /// framework cannot undo it, and a test suite that keeps an active interactor in a stored
    /// property is released by its test runner off the main actor.
    public static let interactorReleasedWhileActiveOffMainActor = Kind(
      "interactorReleasedWhileActiveOffMainActor", severity: .warning)
    /// A worker was released while started on a thread other than the main thread, where its
    /// main-actor hooks cannot run: its `didStop()` did not run and the work scoped to its run was
    /// not cancelled.
    ///
    /// Reported on the main actor as soon as it is free. A ``Severity-swift.enum/warning``, as
    /// ``interactorReleasedWhileActiveOffMainActor``.
    public static let workerReleasedWhileStartedOffMainActor = Kind(
      "workerReleasedWhileStartedOffMainActor", severity: .warning)
    /// Application code activated the interactor of a router whose parent's interactor is
    /// inactive.
    ///
    /// It stays active until its parent's next change: a subtree follows its
    /// parent, and an activation from outside the tree walks breaks that.
    public static let activatedUnderInactiveParent = Kind("activatedUnderInactiveParent")
    /// A scope's reports of its activeness come from the framework's own observation of that
    /// scope (an `ActivenessPublishing` type that does not declare its own `isActiveStream`): its
    /// changes cannot be followed, and observers see its state when they start.
    public static let activenessReportsAreCircular = Kind("activenessReportsAreCircular")
    /// Work was scoped to an interactor or worker that is not active; the work was cancelled at
    /// once.
    ///
    /// A ``Severity-swift.enum/warning``: a deep link or a late callback can legitimately arrive
    /// after its RIB has left the tree.
    public static let scopeIsInactive = Kind("scopeIsInactive", severity: .warning)
    /// A workflow was subscribed before any of its chains was committed: nothing ran, and neither
    /// of its hooks was called.
    public static let workflowNotCommitted = Kind("workflowNotCommitted")
    /// A componentized builder's component factory returned the same component twice.
    public static let componentReused = Kind("componentReused")
    /// An object expected to be deallocated is still alive after the expected time.
    public static let objectLeaked = Kind("objectLeaked")
    /// A view controller expected to disappear is still on screen after the expected time.
    public static let viewControllerDidNotDisappear = Kind("viewControllerDidNotDisappear")
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

  /// How serious the report is: its kind's severity.
  public var severity: Severity { kind.severity }

  /// The report as a log line: `[RIBs] <kind>: <message>`.
  public var description: String { "[RIBs] \(kind.name): \(message)" }
}
