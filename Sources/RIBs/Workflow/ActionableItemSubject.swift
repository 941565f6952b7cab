/// The actionable item a workflow step waits for, as its interactor publishes it.
///
/// An interactor that offers "wait until the tree is in this state" to workflows keeps one subject
/// per state. It sends the item when the state is reached, and steps that wait get it at once if it
/// is already there:
///
/// ```swift
/// final class RootInteractor: PresentableInteractor<any RootPresentable>, RootActionableItem {
///   private lazy var loggedIn = ActionableItemSubject<any LoggedInActionableItem>(scope: self)
///
///   func waitForLogin() async throws -> (any LoggedInActionableItem, Void) {
///     (try await loggedIn.wait(), ())
///   }
///
///   func didLogin(withPlayer1Name player1Name: String, player2Name: String) {
///     let item = router?.routeToLoggedIn(withPlayer1Name: player1Name, player2Name: player2Name)
///     item.map(loggedIn.send)
///   }
/// }
/// ```
///
/// Waiting ends with ``ScopeDeactivatedError`` when the interactor is (or becomes) inactive, so a
/// workflow never hangs on a RIB that has left the tree, and with `CancellationError` when the
/// waiting task is cancelled.
@preconcurrency
@MainActor
public final class ActionableItemSubject<Item> {
  private weak var scope: Interactor?
  private let scopeTypeName: String
  private var observation: ScopeSubscription?
  private var waiters: [UInt64: CheckedContinuation<Void, any Error>] = [:]
  private var deliveries: [UInt64: Item] = [:]
  private var nextWaiterID: UInt64 = 0
  /// Who waits for a number of waiting steps (``waitForWaiters(count:)``), with that number.
  private var waiterCountWaiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] =
    []

  /// The item, once sent and until ``reset()``.
  public private(set) var value: Item?

  /// Creates a subject whose waits end when `scope` deactivates.
  ///
  /// - Parameter scope: The interactor that publishes the item, usually the one that owns the
  ///   subject.
  public init(scope: Interactor) {
    self.scope = scope
    self.scopeTypeName = String(describing: type(of: scope))
    // NB: no deinit here (the class is generic, see `RouterBase`); the observation removes itself,
    // and a waiting step keeps the subject alive, so there is never a waiter left to fail.
    observation = ScopeSubscription(of: scope) { [weak self] change in
      if change == .deactivated { self?.failWaiters() }
    }
  }

  /// Publishes `item`: the waiting steps receive it, and so do later ones until ``reset()``.
  ///
  /// - Parameter item: The actionable item, usually an interactor.
  public func send(_ item: Item) {
    value = item
    let resumed = waiters
    waiters = [:]
    for (id, waiter) in resumed {
      deliveries[id] = item
      waiter.resume()
    }
  }

  /// Forgets the item: the state is gone (for example, the user logged out).
  public func reset() {
    value = nil
  }

  /// Returns the item, waiting until it is sent if it has not been.
  ///
  /// - Returns: The item.
  /// - Throws: ``ScopeDeactivatedError`` if the subject's interactor is or becomes inactive before
  ///   the item is sent; `CancellationError` if the task is cancelled.
  public func wait() async throws -> Item {
    if let value { return value }
    try Task.checkCancellation()
    guard let scope, scope.isActive else {
      throw ScopeDeactivatedError(scopeTypeName: scopeTypeName)
    }
    nextWaiterID += 1
    let id = nextWaiterID
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { addWaiter(id, $0) }
    } onCancel: {
      // At once when the task is cancelled on the main actor (a workflow cancelled with its RIB),
      // so that the waiting step lets go of what it holds on its next turn, not later.
      if MainActorContext.isCurrent {
        MainActor.assumeIsolated { self.cancelWaiter(id) }
      } else {
        Task { @MainActor in self.cancelWaiter(id) }
      }
    }
    guard let item = deliveries.removeValue(forKey: id) else {
      throw ScopeDeactivatedError(scopeTypeName: scopeTypeName)
    }
    return item
  }

  /// How many steps wait for the item now.
  public var waitingCount: Int { waiters.count }

  /// Returns once at least `count` steps wait for the item: a test's signal that the workflow it
  /// drives has reached its wait, before it sends the item.
  ///
  /// - Parameter count: How many waiting steps to wait for.
  public func waitForWaiters(count: Int = 1) async {
    guard waiters.count < count else { return }
    await withCheckedContinuation { waiterCountWaiters.append((count, $0)) }
  }

  private func addWaiter(_ id: UInt64, _ continuation: CheckedContinuation<Void, any Error>) {
    waiters[id] = continuation
    let satisfied = waiterCountWaiters.filter { $0.count <= waiters.count }
    waiterCountWaiters.removeAll { $0.count <= waiters.count }
    for waiter in satisfied { waiter.continuation.resume() }
  }

  private func cancelWaiter(_ id: UInt64) {
    waiters.removeValue(forKey: id)?.resume(throwing: CancellationError())
  }

  private func failWaiters() {
    let failed = waiters
    waiters = [:]
    for (_, waiter) in failed {
      waiter.resume(throwing: ScopeDeactivatedError(scopeTypeName: scopeTypeName))
    }
  }
}

/// The error of a workflow step that waited on a RIB that left the tree.
public struct ScopeDeactivatedError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The type of the interactor that was deactivated.
  public var scopeTypeName: String

  /// Creates the error for an interactor type.
  ///
  /// - Parameter scopeTypeName: The type of the interactor that was deactivated.
  public init(scopeTypeName: String) {
    self.scopeTypeName = scopeTypeName
  }

  /// A sentence that names the interactor that was deactivated.
  public var description: String {
    "\(scopeTypeName) is not active, so the actionable item a workflow step waits for will not come."
  }
}
