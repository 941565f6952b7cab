/// What an interactor scope's synchronous observers are told when its activeness changes.
///
/// An ``Interactor`` that activates sends ``activated`` before its `didBecomeActive()` and
/// ``activationCompleted`` after it; one that deactivates sends ``deactivated`` once its
/// `willResignActive()` has run and its scoped work is cancelled. A scope without hooks, such as a
/// mock, sends ``activated`` and ``activationCompleted`` one after the other.
///
/// Workers and publishers follow ``activated`` and ``deactivated``; what must
/// run after the scope's own hook (a workflow step waiting for its actionable item, a router's
/// subtree following a mock) follows ``activationCompleted``.
package enum ActivenessChange: Sendable, Hashable {
  /// The scope became active; an interactor's `didBecomeActive()` runs next.
  case activated
  /// The scope finished becoming active: an interactor's `didBecomeActive()` has returned.
  case activationCompleted
  /// The scope became inactive, after an interactor's `willResignActive()` and the cancellation of
  /// its scoped work.
  case deactivated

  /// The scope's activeness after this change, for the ones that set it; `nil` for
  /// ``activationCompleted``, which follows ``activated``.
  package var isActive: Bool? {
    switch self {
    case .activated: true
    case .activationCompleted: nil
    case .deactivated: false
    }
  }
}
