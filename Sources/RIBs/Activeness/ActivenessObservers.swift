/// The synchronous observers of one interactor scope: the router's node that follows it, workers,
/// publishers, workflow steps.
///
/// Stored by the scope's owner (an ``Interactor``, or the framework's record of a scope it does not
/// own, ``ActivenessTracking``), which delivers a change with ``deliver(_:from:lookup:)``. The first
/// observer is kept inline, so that an interactor observed only by its router's node (most of them)
/// allocates nothing for it.
///
/// Every access to the stored list is short and calls no other code: a delivery reads one entry at a
/// time and calls it outside the access, and a removal hands the removed entry back to the caller,
/// which releases it after the access. An observer may therefore add or remove observers when it is
/// called, and the release of a removed observer may too.
package struct ActivenessObservers {
  /// An observer that is handed the scope that changed, borrowed for the call, so that it needs no
  /// reference of its own to the scope (a worker).
  ///
  /// It must not keep the scope past the call: an interactor released while active hands itself
  /// from its deinitializer (``ActivenessChange/deactivated``).
  package typealias Observer = @MainActor (ActivenessChange, any InteractorScope) -> Void

  /// One observer: an object the framework owns, or a closure.
  package enum Subscriber {
    /// An object of the framework, kept strongly until it is removed: a router's node, which owns
    /// the scope and removes itself when its router goes away.
    case object(any ActivenessObserving)
    case closure(Observer)

    @MainActor
    func receive(_ change: ActivenessChange, from scope: any InteractorScope) {
      switch self {
      case .object(let object): object.scope(scope, didChange: change)
      case .closure(let closure): closure(change, scope)
      }
    }
  }

  package struct Entry {
    let id: UInt64
    let subscriber: Subscriber
    /// Whether the observer is told ``ActivenessChange/activationCompleted``; workers and
    /// publishers, which follow only the changes of `isActive`, are not.
    let followsCompletion: Bool
  }

  /// The oldest observer, inline: its identifier (0 when there is none) and whether it follows
  /// completion, apart from it, so that a delivery reads them without copying the observer.
  private var firstID: UInt64 = 0
  private var firstFollowsCompletion = false
  private var first: Subscriber?
  /// The others, in increasing order of identifier, which is the order they were added.
  private var rest: [Entry] = []
  /// The identifier of the newest observer ever added; 0 before the first.
  private var newestID: UInt64 = 0

  package init() {}

  /// The identifier of the newest observer in the list; 0 if there is none.
  ///
  /// A delivery that starts now stops there, so that observers added during it wait for the next
  /// change.
  package private(set) var newestLiveID: UInt64 = 0

  /// Adds an observer; returns the identifier that removes it.
  ///
  /// - Parameters:
  ///   - subscriber: The observer.
  ///   - followsCompletion: Whether to tell it ``ActivenessChange/activationCompleted``.
  /// - Returns: The identifier that removes it.
  package mutating func add(
    _ subscriber: Subscriber, followsCompletion: Bool = true
  ) -> ActivenessObserverID {
    newestID += 1
    if firstID == 0, rest.isEmpty {
      firstID = newestID
      firstFollowsCompletion = followsCompletion
      first = subscriber
    } else {
      rest.append(
        Entry(id: newestID, subscriber: subscriber, followsCompletion: followsCompletion))
    }
    newestLiveID = newestID
    return ActivenessObserverID(rawValue: newestID)
  }

  /// Removes an observer and hands it back, for the caller to release after its access to the list
  /// ends; `nil` if it was removed already.
  package mutating func remove(_ id: ActivenessObserverID) -> Subscriber? {
    // 0 never names an observer (an identifier made by hand).
    guard id.rawValue > 0 else { return nil }
    let removed: Subscriber?
    if firstID == id.rawValue {
      firstID = 0
      removed = exchange(&first, with: nil)
    } else if let index = position(after: id.rawValue - 1), rest[index].id == id.rawValue {
      removed = rest.remove(at: index).subscriber
    } else {
      return nil
    }
    // NB: the identifier alone: reading a whole entry copies (retains) its subscriber.
    if newestLiveID == id.rawValue {
      newestLiveID = rest.isEmpty ? firstID : rest[rest.count - 1].id
    }
    return removed
  }

  /// The first observer of `change` whose identifier is greater than `id` and at most `newest`,
  /// with the position to pass as `hint` for the one after it.
  ///
  /// `hint` is where that observer is in `rest` when nobody was removed since the last lookup,
  /// which makes a delivery one step per observer; otherwise the position is searched.
  package func subscriber(
    after id: UInt64, upTo newest: UInt64, hint: Int, of change: ActivenessChange
  ) -> (id: UInt64, subscriber: Subscriber, next: Int)? {
    if firstID > id, firstID <= newest, firstFollowsCompletion || change != .activationCompleted,
      let first
    {
      return (firstID, first, 0)
    }
    var index =
      hint < rest.endIndex && rest[hint].id > id && (hint == 0 || rest[hint - 1].id <= id)
      ? hint : (position(after: id) ?? rest.endIndex)
    // NB: the fields one by one: copying a whole entry copies (retains) its subscriber too.
    while index < rest.endIndex {
      let entryID = rest[index].id
      guard entryID <= newest else { return nil }
      if rest[index].followsCompletion || change != .activationCompleted {
        return (entryID, rest[index].subscriber, index + 1)
      }
      index += 1
    }
    return nil
  }

  /// The position in `rest` of the first entry whose identifier is greater than `id`; `nil` if
  /// there is none.
  private func position(after id: UInt64) -> Int? {
    var low = rest.startIndex
    var high = rest.endIndex
    while low < high {
      let middle = (low + high) / 2
      if rest[middle].id <= id { low = middle + 1 } else { high = middle }
    }
    return low < rest.endIndex ? low : nil
  }

  /// Delivers `change` to the observers that `lookup` finds, in the order they were added.
  ///
  /// `lookup(id, newest, hint)` reads the owner's stored list (``subscriber(after:upTo:hint:of:)``)
  /// as each observer comes, so that one removed by an earlier observer is never called, and one
  /// added meanwhile waits for the next change.
  ///
  /// - Parameters:
  ///   - change: The step to deliver.
  ///   - scope: The scope that changed, handed to each observer.
  ///   - newest: ``newestLiveID`` when the delivery starts.
  ///   - lookup: Reads the next observer from the owner's list.
  @MainActor
  package static func deliver(
    _ change: ActivenessChange, from scope: any InteractorScope, newest: UInt64,
    lookup: (_ after: UInt64, _ upTo: UInt64, _ hint: Int) -> (
      id: UInt64, subscriber: Subscriber, next: Int
    )?
  ) {
    var delivered: UInt64 = 0
    var hint = 0
    while delivered < newest, let (id, subscriber, next) = lookup(delivered, newest, hint) {
      delivered = id
      hint = next
      subscriber.receive(change, from: scope)
    }
  }
}

/// An object of the framework that follows a scope's activeness: a router's node.
@MainActor
package protocol ActivenessObserving: AnyObject {
  /// Called with every step of every change of `scope`'s activeness.
  func scope(_ scope: any InteractorScope, didChange change: ActivenessChange)
}
