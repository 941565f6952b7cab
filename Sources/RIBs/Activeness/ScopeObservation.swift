/// How the framework follows the activeness of an interactor scope, so that the protocols
/// applications conform to (``InteractorScope``, ``Interactable``) need no bookkeeping.
///
/// An ``Interactor`` keeps its observers itself and tells them of every change as it happens. A
/// scope that reports its own changes (an ``ActivenessReporting`` scope: a mock of `RIBsTesting`, a
/// mock that publishes `isActiveStream`) is followed through its reports, each observer with its
/// own subscription. Any other scope cannot say when it changes: its observers see its state when
/// they start.
///
/// Nothing is kept here: the observation is the returned ``ScopeObserverToken``, held by the
/// observer's owner.
@MainActor
package enum ScopeObservation {
  /// Starts telling `observer` of each change of `scope`'s activeness, until the returned token is
  /// cancelled.
  ///
  /// - Parameters:
  ///   - scope: The scope to follow.
  ///   - observer: The observer.
  /// - Returns: What stops the observation.
  package static func observe(
    _ scope: any InteractorScope, with observer: ActivenessObserver
  ) -> ScopeObserverToken {
    if let interactor = scope as? Interactor {
      return .interactor(interactor.addObserver(observer))
    }
    guard let reporting = scope as? any ActivenessReporting else { return .none }
    return .reports(follow(reporting, with: observer))
  }

  /// Starts calling `observer` with each change of `scope`'s activeness, until the returned token
  /// is cancelled.
  ///
  /// - Parameters:
  ///   - scope: The scope to follow.
  ///   - followsCompletion: Whether to tell it ``ActivenessChange/activationCompleted``.
  ///   - observer: Receives each change, with the scope.
  /// - Returns: What stops the observation.
  package static func observe(
    _ scope: any InteractorScope, followsCompletion: Bool = true,
    _ observer: @escaping ActivenessObserverList.Observer
  ) -> ScopeObserverToken {
    observe(scope, with: ClosureActivenessObserver(followsCompletion: followsCompletion, observer))
  }

  /// Starts calling `handler` with `scope`'s activeness each time it changes, until the returned
  /// token is cancelled: what the reactive bridges' activeness streams follow.
  ///
  /// - Parameters:
  ///   - scope: The scope to follow.
  ///   - handler: Receives `true` when the scope becomes active, `false` when it resigns.
  /// - Returns: What stops the observation.
  package static func observeActiveness(
    of scope: any InteractorScope, _ handler: @escaping (Bool) -> Void
  ) -> ScopeObserverToken {
    observe(scope, followsCompletion: false) { change, _ in
      if let isActive = change.isActive { handler(isActive) }
    }
  }

  /// Turns `scope`'s reports into the changes an interactor's observers see.
  ///
  /// ``ActivenessChange/activated`` then, if the scope is still active,
  /// ``ActivenessChange/activationCompleted``; or ``ActivenessChange/deactivated``. A report that
  /// changes nothing is ignored.
  private static func follow(
    _ scope: any ActivenessReporting, with observer: ActivenessObserver
  ) -> RIBsObservation {
    let id = ObjectIdentifier(scope)
    guard scopeBeingFollowed != id else {
      RIBsDiagnostics.report(
        .activenessReportsAreCircular,
        "\(type(of: scope)) reports its activeness from the framework's observation of it, so "
          + "its changes cannot be followed; give it its own isActiveStream (a subject the mock "
          + "sends to). Observers see its state when they start.")
      return RIBsObservation {}
    }
    return $scopeBeingFollowed.withValue(id) { subscribe(observer, to: scope) }
  }

  /// The scope ``follow(_:with:)`` is subscribing to, on this thread: a scope whose reports come
  /// from following it (RIBsCombine's `isActiveStream` standing in for its own) would subscribe
  /// again, without end.
  @TaskLocal private static var scopeBeingFollowed: ObjectIdentifier?

  private static func subscribe(
    _ observer: ActivenessObserver, to scope: any ActivenessReporting
  ) -> RIBsObservation {
    var reported = scope.isActive
    // The scope holds the closure: it holds the scope weakly.
    return scope.reportActivenessChanges { [weak scope] isActive in
      guard let scope, isActive != reported else { return }
      reported = isActive
      if isActive {
        observer.scope(scope, didChange: .activated)
        if observer.followsCompletion, scope.isActive {
          observer.scope(scope, didChange: .activationCompleted)
        }
      } else {
        observer.scope(scope, didChange: .deactivated)
      }
    }
  }
}

/// An observation of a scope's activeness (``ScopeObservation``): what stops it.
@MainActor
package enum ScopeObserverToken {
  /// An observer of an ``Interactor``, which the interactor removes.
  case interactor(ActivenessObserverID)
  /// A subscription to an ``ActivenessReporting`` scope's reports.
  case reports(RIBsObservation)
  /// A scope that reports nothing: there is nothing to stop.
  case none

  /// Stops the observation; `scope` is the scope observed, if it is still there.
  ///
  /// - Parameter scope: The scope the observation follows.
  package func cancel(observing scope: (any InteractorScope)?) {
    switch self {
    case .interactor(let id):
      (scope as? Interactor)?.removeObserver(id)
    case .reports(let observation):
      observation.cancel()
    case .none:
      break
    }
  }
}
