/// The synchronous observers of one interactor scope: workers, publishers, workflow steps, and the
/// node of a router whose interactable changes without it.
///
/// Stored by the ``Interactor`` it belongs to, which delivers a change with
/// ``deliver(_:from:newest:lookup:)``.
/// Most interactors have none, and the empty list takes two words.
///
/// Every access to the stored list is short and calls no other code: a delivery reads one entry at a
/// time and calls it outside the access, and a removal hands the removed entry back to the caller,
/// which releases it after the access. An observer may therefore add or remove observers when it is
/// called, and the release of a removed observer may too.
package struct ActivenessObserverList {
  /// A closure observer, handed the scope that changed, borrowed for the call, so that it needs no
  /// reference of its own to the scope.
  ///
  /// It must not keep the scope past the call: an interactor released while active hands itself
  /// from its deinitializer (``ActivenessChange/deactivated``).
  package typealias Observer = @MainActor (ActivenessChange, any InteractorScope) -> Void

  private struct Entry {
    let id: UInt64
    let observer: ActivenessObserver
  }

  /// The observers, in increasing order of identifier, which is the order they were added.
  private var entries: [Entry] = []
  /// The identifier of the newest observer ever added; 0 before the first.
  private var newestID: UInt64 = 0

  package init() {}

  /// The identifier of the newest observer in the list; 0 if there is none.
  ///
  /// A delivery that starts now stops there, so that observers added during it wait for the next
  /// change.
  package var newestLiveID: UInt64 { entries.last?.id ?? 0 }

  /// How many observers there are.
  package var count: Int { entries.count }

  /// Adds an observer; returns the identifier that removes it.
  package mutating func add(_ observer: ActivenessObserver) -> ActivenessObserverID {
    newestID += 1
    entries.append(Entry(id: newestID, observer: observer))
    return ActivenessObserverID(rawValue: newestID)
  }

  /// Removes an observer and hands it back, for the caller to release after its access to the list
  /// ends; `nil` if it was removed already.
  package mutating func remove(_ id: ActivenessObserverID) -> ActivenessObserver? {
    // 0 never names an observer (an identifier made by hand).
    guard id.rawValue > 0, let index = position(after: id.rawValue - 1),
      entries[index].id == id.rawValue
    else { return nil }
    return entries.remove(at: index).observer
  }

  /// The first observer of `change` whose identifier is greater than `id` and at most `newest`,
  /// with the position to pass as `hint` for the one after it.
  ///
  /// `hint` is where that observer is when nobody was removed since the last lookup, which makes a
  /// delivery constant work per observer; otherwise the position is searched.
  package func observer(
    after id: UInt64, upTo newest: UInt64, hint: Int, of change: ActivenessChange
  ) -> (id: UInt64, observer: ActivenessObserver, next: Int)? {
    var index =
      hint < entries.endIndex && entries[hint].id > id && (hint == 0 || entries[hint - 1].id <= id)
      ? hint : (position(after: id) ?? entries.endIndex)
    while index < entries.endIndex {
      let entryID = entries[index].id
      guard entryID <= newest else { return nil }
      if entries[index].observer.followsCompletion || change != .activationCompleted {
        return (entryID, entries[index].observer, index + 1)
      }
      index += 1
    }
    return nil
  }

  /// The position of the first entry whose identifier is greater than `id`; `nil` if there is
  /// none.
  private func position(after id: UInt64) -> Int? {
    var low = entries.startIndex
    var high = entries.endIndex
    while low < high {
      let middle = (low + high) / 2
      if entries[middle].id <= id { low = middle + 1 } else { high = middle }
    }
    return low < entries.endIndex ? low : nil
  }

  /// Delivers `change` to the observers that `lookup` finds, in the order they were added.
  ///
  /// `lookup(id, newest, hint)` reads the owner's stored list (``observer(after:upTo:hint:of:)``)
  /// as each observer comes, so that one removed by an earlier observer is never called, and one
  /// added meanwhile waits for the next change.
  ///
  /// - Parameters:
  ///   - change: The change to deliver.
  ///   - scope: The scope that changed, handed to each observer.
  ///   - newest: ``newestLiveID`` when the delivery starts.
  ///   - lookup: Reads the next observer from the owner's list.
  @MainActor
  package static func deliver(
    _ change: ActivenessChange, from scope: any InteractorScope, newest: UInt64,
    lookup: (_ after: UInt64, _ upTo: UInt64, _ hint: Int) -> (
      id: UInt64, observer: ActivenessObserver, next: Int
    )?
  ) {
    var delivered: UInt64 = 0
    var hint = 0
    while delivered < newest, let next = lookup(delivered, newest, hint) {
      delivered = next.id
      hint = next.next
      next.observer.scope(scope, didChange: change)
    }
  }
}

/// Identifies a synchronous observer of an interactor scope's activeness, to remove it.
package struct ActivenessObserverID: Sendable, Hashable {
  /// A number unique among the observers of one scope.
  package let rawValue: UInt64

  /// Creates an identifier.
  ///
  /// - Parameter rawValue: A number unique among the observers of one scope.
  package init(rawValue: UInt64) {
    self.rawValue = rawValue
  }
}
