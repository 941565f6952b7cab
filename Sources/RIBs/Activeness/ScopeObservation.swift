/// Where the framework follows the activeness of any interactor scope, so that the protocols
/// applications conform to (``InteractorScope``, ``Interactable``) need no bookkeeping.
///
/// An ``Interactor`` keeps its observers itself and tells them of every change. Any other scope (a
/// mock, written by hand as for Uber's RIBs or ModernRIBs) is followed here: the router node that
/// drives it tells its observers when it activates or deactivates it (the node knows, since it
/// makes the call), and so does a scope that reports its own changes (a mock of `RIBsTesting`
/// whose state a test sets, an ``ActivenessReporting`` scope). Observers are the same in all
/// cases: a worker or a publisher sees a mock change exactly as it sees an interactor change.
///
/// NB: the one process-wide record the framework keeps about scopes: a hand-written mock has no
/// storage of its own for observers, and a worker bound to it must see the changes a router
/// makes. Weak, keyed by identity, and swept as scopes go away.
@MainActor
package enum ScopeObservation {
  /// The observers of scopes that are not ``Interactor``s, by scope.
  private static var foreignScopes: [ObjectIdentifier: ForeignScope] = [:]
  /// How many of them had a live scope at the last sweep.
  private static var liveCountAtLastSweep = 8

  /// Drops the observers of scopes that are gone, which finishes what they fed (a publisher of
  /// the scope's activeness); as often as the records double, so at O(1) amortised per record.
  private static func sweep() {
    let gone = foreignScopes.filter { $0.value.scope == nil }
    for (key, record) in gone {
      foreignScopes[key] = nil
      record.stopFollowing()
    }
    liveCountAtLastSweep = max(8, foreignScopes.count)
    // Released here, after the accesses: a released observer may remove others.
    _ = gone
  }

  /// Adds an observer of `scope`'s activeness; returns the identifier that removes it.
  ///
  /// - Parameters:
  ///   - scope: The scope to follow.
  ///   - observer: The observer.
  /// - Returns: The identifier that removes it.
  package static func addObserver(
    to scope: any InteractorScope, _ observer: StepObserver
  ) -> StepObserverID {
    if let interactor = scope as? Interactor { return interactor.addObserver(observer) }
    let key = ObjectIdentifier(scope)
    // A record whose scope is gone belonged to an object that had this address before.
    if let record = foreignScopes[key], record.scope != nil {
      return record.observers.add(observer)
    }
    let record = ForeignScope(scope)
    foreignScopes[key] = record
    if foreignScopes.count >= 2 * liveCountAtLastSweep { sweep() }
    let id = record.observers.add(observer)
    // After the record is in place: a scope that reports through its own observers finds it.
    if let reporting = scope as? any ActivenessReporting { record.follow(reporting) }
    return id
  }

  /// Adds a closure that follows `scope`'s activeness; returns the identifier that removes it.
  ///
  /// - Parameters:
  ///   - scope: The scope to follow.
  ///   - followsCompletion: Whether to tell it ``ActivenessStep/activationCompleted``.
  ///   - observer: Receives each change, with the scope.
  /// - Returns: The identifier that removes it.
  package static func addObserver(
    to scope: any InteractorScope, followsCompletion: Bool = true,
    _ observer: @escaping StepObserverList.Observer
  ) -> StepObserverID {
    addObserver(
      to: scope, ClosureStepObserver(followsCompletion: followsCompletion, observer))
  }

  /// Stops telling an observer; does nothing if it was removed already.
  ///
  /// - Parameters:
  ///   - id: The identifier ``addObserver(to:_:)`` returned.
  ///   - scope: The scope it follows.
  package static func removeObserver(_ id: StepObserverID, from scope: any InteractorScope) {
    if let interactor = scope as? Interactor {
      interactor.removeObserver(id)
      return
    }
    let key = ObjectIdentifier(scope)
    guard let record = foreignScopes[key] else { return }
    // Released after the access to the list: its release may remove other observers.
    let removed = record.observers.remove(id)
    if record.observers.newestLiveID == 0 {
      foreignScopes[key] = nil
      record.stopFollowing()
    }
    _ = removed
  }

  /// Tells the observers of `scope` of a change.
  ///
  /// Only for scopes that are not ``Interactor``s, which tell their own. While a node drives the
  /// scope (``drive(_:active:)``), what the scope posts itself is dropped: the node posts the
  /// change once it is made, after its own steps, in the order an interactor's observers see.
  ///
  /// - Parameters:
  ///   - change: The step of the change.
  ///   - scope: The scope that changed.
  package static func post(_ change: ActivenessStep, for scope: any InteractorScope) {
    guard let record = foreignScopes[ObjectIdentifier(scope)], record.scope === scope,
      !record.isDriven
    else {
      return
    }
    StepObserverList.deliver(change, from: scope, newest: record.observers.newestLiveID) {
      record.observers.observer(after: $0, upTo: $1, hint: $2, of: change)
    }
  }

  /// Activates or deactivates `interactable`, which is not an ``Interactor``, through its
  /// protocol, for the node that drives it; the node then posts the change (``post(_:for:)``).
  ///
  /// - Returns: Whether its state changed.
  static func drive(_ interactable: any Interactable, active: Bool) -> Bool {
    let wasActive = interactable.isActive
    guard wasActive != active else { return false }
    let record = foreignScopes[ObjectIdentifier(interactable)]
    let wasDriven = record?.isDriven ?? false
    record?.isDriven = true
    active ? interactable.activate() : interactable.deactivate()
    record?.isDriven = wasDriven
    return interactable.isActive != wasActive
  }
}

/// The observers of one scope that is not an ``Interactor``.
@MainActor
private final class ForeignScope {
  /// The scope, to tell it from a later object at the same address.
  weak var scope: (any InteractorScope)?
  var observers = StepObserverList()
  /// The scope's own reports, for an ``ActivenessReporting`` scope.
  private var reports: RIBsObservation?
  /// The activeness last reported, to ignore a report that changes nothing.
  private var reportedActiveness = false
  /// Whether a router's node is activating or deactivating the scope, and posts the change itself.
  var isDriven = false

  init(_ scope: any InteractorScope) {
    self.scope = scope
  }

  /// Tells the observers of each change `scope` reports.
  func follow(_ scope: any ActivenessReporting) {
    reportedActiveness = scope.isActive
    reports = scope.reportActivenessChanges { [weak self] isActive in
      guard let self, isActive != self.reportedActiveness, let scope = self.scope else { return }
      self.reportedActiveness = isActive
      if isActive {
        ScopeObservation.post(.activated, for: scope)
        if scope.isActive { ScopeObservation.post(.activationCompleted, for: scope) }
      } else {
        ScopeObservation.post(.deactivated, for: scope)
      }
    }
  }

  func stopFollowing() {
    reports?.cancel()
    reports = nil
  }
}
