/// The synchronous observers of one interactor scope, shared by ``Interactor`` and the test
/// support's mocks so that both deliver changes the same way.
///
/// The owner stores the list and delivers a change with
/// `ActivenessObservers.deliver(change) { self.observers }`.
package struct ActivenessObservers {
  package typealias Observer = @MainActor (ActivenessChange) -> Void

  /// The observers, in increasing order of identifier, which is the order they were added.
  private var entries: [(id: UInt64, observer: Observer)] = []

  /// The identifier of the newest observer ever added; 0 before the first.
  private var newestID: UInt64 = 0

  package init() {}

  /// Delivers `change` to the observers of the list that `observers` reads, in the order they were
  /// added.
  ///
  /// Each observer is looked up as it comes, so that one removed by an earlier observer is never
  /// called, and one added meanwhile waits for the next change.
  ///
  /// NB: `observers` reads the owner's stored list once per observer, and observers are called
  /// outside that access, so an observer may add or remove observers without a simultaneous access.
  @MainActor
  package static func deliver(_ change: ActivenessChange, to observers: () -> ActivenessObservers) {
    var delivered: UInt64 = 0
    let newest = observers().newestID
    while let (id, observer) = observers().observer(after: delivered, upTo: newest) {
      delivered = id
      observer(change)
    }
  }

  /// Adds an observer; returns the identifier that removes it.
  package mutating func add(_ observer: @escaping Observer) -> ActivenessObserverID {
    newestID += 1
    entries.append((newestID, observer))
    return ActivenessObserverID(rawValue: newestID)
  }

  /// Removes an observer; does nothing if it was removed already.
  package mutating func remove(_ id: ActivenessObserverID) {
    let index = firstIndex(after: id.rawValue - 1)
    if index < entries.endIndex, entries[index].id == id.rawValue {
      entries.remove(at: index)
    }
  }

  /// The first observer whose identifier is greater than `id` and at most `newest`.
  private func observer(after id: UInt64, upTo newest: UInt64) -> (UInt64, Observer)? {
    let index = firstIndex(after: id)
    guard index < entries.endIndex, entries[index].id <= newest else { return nil }
    return (entries[index].id, entries[index].observer)
  }

  /// The position of the first entry whose identifier is greater than `id`, by binary search.
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
