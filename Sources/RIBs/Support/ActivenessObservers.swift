/// The synchronous observers of one interactor scope, shared by ``Interactor`` and the test
/// support's mocks so that both deliver changes the same way.
///
/// The owner stores the list and delivers a change with `deliver(_:newest:lookup:)`, whose lookup
/// reads the stored list through `observer(after:upTo:hint:of:)`.
///
/// NB: observers are a struct, not a tuple, because a closure stored in an array of tuples is
/// re-abstracted, which allocates a thunk per observer. The router that owns an interactor is not
/// among them (it is called directly), so most interactors have none, and the list is 16 bytes.
package struct ActivenessObservers {
  package typealias Observer = @MainActor (ActivenessChange) -> Void
  /// What the list stores: an observer that is also handed the scope that changed, borrowed for
  /// the call, so that one that needs the scope (a worker) keeps no reference to it.
  ///
  /// It must not keep the scope past the call either: an interactor released while active hands
  /// itself from its deinitializer (``ActivenessChange/deactivated``).
  package typealias ScopedObserver = @MainActor (ActivenessChange, any InteractorScope) -> Void

  private struct Entry {
    let id: UInt64
    let observer: ScopedObserver
    /// Whether the observer is told ``ActivenessChange/activationCompleted``; workers and
    /// publishers, which follow only the changes of `isActive`, are not.
    let followsCompletion: Bool
  }

  /// The observers, in increasing order of identifier, which is the order they were added.
  private var entries: [Entry] = []
  /// The identifier of the newest observer ever added; 0 before the first.
  private var newestID: UInt64 = 0

  package init() {}

  /// Delivers `change` to the observers that `lookup` finds, in the order they were added.
  ///
  /// Each observer is handed `scope`, the scope that changed.
  ///
  /// `lookup(id, newest, hint)` reads the owner's stored list (``observer(after:upTo:hint:of:)``) as
  /// each observer comes, so that one removed by an earlier observer is never called, and one added
  /// meanwhile waits for the next change.
  ///
  /// NB: observers are called outside the owner's access to its list, so they may add or remove
  /// observers without a simultaneous access.
  @MainActor
  package static func deliver(
    _ change: ActivenessChange, from scope: any InteractorScope, newest: UInt64,
    lookup: (UInt64, UInt64, Int) -> (id: UInt64, observer: ScopedObserver, next: Int)?
  ) {
    var delivered: UInt64 = 0
    var hint = 0
    while let (id, observer, next) = lookup(delivered, newest, hint) {
      delivered = id
      hint = next
      observer(change, scope)
    }
  }

  /// The identifier of the newest observer in the list; 0 if there is none.
  ///
  /// Observers added from now on have greater identifiers: a delivery that starts now passes it to
  /// ``observer(after:upTo:hint:of:)`` so that they wait for the next change.
  package var newestLiveID: UInt64 {
    entries.last?.id ?? 0
  }

  /// Adds an observer; returns the identifier that removes it.
  ///
  /// - Parameters:
  ///   - followsCompletion: Whether to tell it ``ActivenessChange/activationCompleted``: `false` for
  ///     an observer that follows only the changes of `isActive`, so that a delivery skips it
  ///     without calling it.
  ///   - observer: The observer.
  /// - Returns: The identifier that removes it.
  package mutating func add(
    followsCompletion: Bool, _ observer: @escaping ScopedObserver
  ) -> ActivenessObserverID {
    newestID += 1
    entries.append(Entry(id: newestID, observer: observer, followsCompletion: followsCompletion))
    return ActivenessObserverID(rawValue: newestID)
  }

  /// Adds an observer of every step, which is not handed the scope; returns the identifier that
  /// removes it.
  ///
  /// - Parameter observer: The observer.
  /// - Returns: The identifier that removes it.
  package mutating func add(_ observer: @escaping Observer) -> ActivenessObserverID {
    add(followsCompletion: true) { change, _ in observer(change) }
  }

  /// Removes an observer; does nothing if it was removed already.
  package mutating func remove(_ id: ActivenessObserverID) {
    // 0 never names an observer (an identifier made by hand).
    guard id.rawValue > 0 else { return }
    let index = firstIndex(after: id.rawValue - 1)
    if index < entries.endIndex, entries[index].id == id.rawValue {
      entries.remove(at: index)
    }
  }

  /// The first observer of `change` whose identifier is greater than `id` and at most `newest`,
  /// with the position to pass as `hint` for the one after it.
  ///
  /// `hint` is where that observer is when nobody was removed since the last lookup, which makes a
  /// delivery one step per observer; otherwise the position is searched.
  package func observer(
    after id: UInt64, upTo newest: UInt64, hint: Int, of change: ActivenessChange
  ) -> (id: UInt64, observer: ScopedObserver, next: Int)? {
    guard !entries.isEmpty else { return nil }
    var index =
      hint < entries.endIndex && entries[hint].id > id && (hint == 0 || entries[hint - 1].id <= id)
      ? hint : firstIndex(after: id)
    if change == .activationCompleted {
      while index < entries.endIndex, !entries[index].followsCompletion { index += 1 }
    }
    guard index < entries.endIndex, entries[index].id <= newest else { return nil }
    return (entries[index].id, entries[index].observer, index + 1)
  }

  /// The position in `entries` of the first entry whose identifier is greater than `id`.
  private func firstIndex(after id: UInt64) -> Int {
    var low = entries.startIndex
    var high = entries.endIndex
    while low < high {
      let middle = (low + high) / 2
      if entries[middle].id <= id { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
