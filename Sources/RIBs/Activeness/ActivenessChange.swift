/// A step of a change of an interactor scope's activeness, as its synchronous observers see it.
///
/// An ``Interactor`` that activates sends ``activated`` before its `didBecomeActive()` and
/// ``activationCompleted`` after it; one that deactivates sends ``deactivated`` once its
/// `willResignActive()` has run and its scoped work is cancelled. A scope without hooks, such as a
/// mock, sends ``activated`` and ``activationCompleted`` one after the other.
///
/// Routers follow their interactor's subtree at ``activationCompleted`` and ``deactivated``, so a
/// parent's `didBecomeActive()` runs before its children's; workers and publishers follow
/// ``activated`` and ``deactivated``, as in Uber's RIBs.
public enum ActivenessChange: Sendable, Hashable {
  /// The scope became active; an interactor's `didBecomeActive()` runs next.
  case activated
  /// The scope finished becoming active: an interactor's `didBecomeActive()` has returned.
  case activationCompleted
  /// The scope became inactive, after an interactor's `willResignActive()` and the cancellation of
  /// its scoped work.
  case deactivated

  /// The scope's activeness after this step, for the steps that change it; `nil` for
  /// ``activationCompleted``, which follows ``activated``.
  public var isActive: Bool? {
    switch self {
    case .activated: true
    case .activationCompleted: nil
    case .deactivated: false
    }
  }
}

/// Identifies a synchronous observer of an interactor scope's activeness, to remove it.
public struct ActivenessObserverID: Sendable, Hashable {
  /// A number unique among the observers of one scope.
  public let rawValue: UInt64

  /// Creates an identifier.
  ///
  /// - Parameter rawValue: A number unique among the observers of one scope.
  public init(rawValue: UInt64) {
    self.rawValue = rawValue
  }
}
