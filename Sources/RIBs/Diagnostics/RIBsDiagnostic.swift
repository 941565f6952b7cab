/// A report of a misuse of the framework or of a leak, delivered to ``RIBsDiagnostics``.
///
/// The framework never corrupts the RIB tree when it is misused: it refuses the operation and reports
/// it. In debug builds the default handler stops the program with an assertion so the mistake is seen
/// at once; tests capture reports with `RIBsDiagnostics.capture(_:)`.
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
    /// Work was scoped to an interactor or worker that is not active; the work was cancelled at once.
    case scopeIsInactive
    /// A componentized builder's component factory returned the same component twice.
    case componentReused
    /// An object expected to be deallocated is still alive after the expected time.
    case objectLeaked
    /// A view controller expected to disappear is still on screen after the expected time.
    case viewControllerDidNotDisappear
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

  /// The report as a log line: `[RIBs] <kind>: <message>`.
  public var description: String { "[RIBs] \(kind.rawValue): \(message)" }
}
