/// The synchronous observers of one interactor scope, shared by ``Interactor`` and the test
/// support's mocks so that both deliver changes the same way.
///
/// The owner stores the list and delivers a change with `deliver(_:newest:lookup:)`, whose lookup
/// reads the stored list through `observer(after:upTo:hint:)`.
///
/// NB: the first observer ever added (identifier 1), usually the router that owns the interactor,
/// is kept inline and the others in an array, so that an interactor with one observer allocates
/// nothing for it and stores no identifier for it; observers are a struct, not a tuple, because a
/// closure stored in an array of tuples is re-abstracted, which allocates a thunk per observer.
package struct ActivenessObservers {
  package typealias Observer = @MainActor (ActivenessChange) -> Void

  private struct Entry {
    let id: UInt64
    let observer: Observer
    /// Whether the observer is told ``ActivenessChange/activationCompleted``; workers and
    /// publishers, which follow only the changes of `isActive`, are not.
    let followsCompletion: Bool
  }

  // NB: the fields every delivery reads come first; the counter, read only when an observer is
  // added, last, so that an interactor's hot state fits in one cache line.

  /// The first observer ever added, whose identifier is 1, until it is removed.
  private var first: Observer?
  /// Whether ``first`` is told ``ActivenessChange/activationCompleted``.
  private var firstFollowsCompletion = true
  /// The other observers, in increasing order of identifier, which is the order they were added.
  private var others: [Entry] = []
  /// The identifier of the newest observer ever added; 0 before the first.
  private var newestID: UInt64 = 0

  package init() {}

  /// Delivers `change` to the observers that `lookup` finds, in the order they were added.
  ///
  /// `lookup(id, newest, hint)` reads the owner's stored list (``observer(after:upTo:hint:)``) as
  /// each observer comes, so that one removed by an earlier observer is never called, and one added
  /// meanwhile waits for the next change.
  ///
  /// NB: observers are called outside the owner's access to its list, so they may add or remove
  /// observers without a simultaneous access.
  @MainActor
  package static func deliver(
    _ change: ActivenessChange, newest: UInt64,
    lookup: (UInt64, UInt64, Int) -> (id: UInt64, observer: Observer, next: Int)?
  ) {
    var delivered: UInt64 = 0
    var hint = 0
    while let (id, observer, next) = lookup(delivered, newest, hint) {
      delivered = id
      hint = next
      observer(change)
    }
  }

  /// The identifier of the newest observer in the list; 0 if there is none.
  ///
  /// Observers added from now on have greater identifiers: a delivery that starts now passes it to
  /// ``observer(after:upTo:hint:)`` so that they wait for the next change.
  package var newestLiveID: UInt64 {
    others.last?.id ?? (first == nil ? 0 : 1)
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
    followsCompletion: Bool = true, _ observer: @escaping Observer
  ) -> ActivenessObserverID {
    newestID += 1
    if newestID == 1 {
      first = observer
      firstFollowsCompletion = followsCompletion
    } else {
      others.append(Entry(id: newestID, observer: observer, followsCompletion: followsCompletion))
    }
    return ActivenessObserverID(rawValue: newestID)
  }

  /// Removes an observer; does nothing if it was removed already.
  package mutating func remove(_ id: ActivenessObserverID) {
    guard id.rawValue > 1 else {
      // 0 never names an observer (an identifier made by hand).
      if id.rawValue == 1 { first = nil }
      return
    }
    let index = firstIndex(after: id.rawValue - 1)
    if index < others.endIndex, others[index].id == id.rawValue {
      others.remove(at: index)
    }
  }

  /// The first observer of `change` whose identifier is greater than `id` and at most `newest`,
  /// with the position to pass as `hint` for the one after it.
  ///
  /// `hint` is where that observer is when nobody was removed since the last lookup, which makes a
  /// delivery one step per observer; otherwise the position is searched.
  package func observer(
    after id: UInt64, upTo newest: UInt64, hint: Int, of change: ActivenessChange
  ) -> (id: UInt64, observer: Observer, next: Int)? {
    let isCompletion = change == .activationCompleted
    if id == 0, let first, firstFollowsCompletion || !isCompletion {
      return newest >= 1 ? (1, first, 0) : nil
    }
    guard !others.isEmpty else { return nil }
    var index =
      hint < others.endIndex && others[hint].id > id && (hint == 0 || others[hint - 1].id <= id)
      ? hint : firstIndex(after: id)
    if isCompletion {
      while index < others.endIndex, !others[index].followsCompletion { index += 1 }
    }
    guard index < others.endIndex, others[index].id <= newest else { return nil }
    return (others[index].id, others[index].observer, index + 1)
  }

  /// The position in `others` of the first entry whose identifier is greater than `id`.
  private func firstIndex(after id: UInt64) -> Int {
    var low = others.startIndex
    var high = others.endIndex
    while low < high {
      let middle = (low + high) / 2
      if others[middle].id <= id { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
