import Foundation
import RIBs

/// The tree's recent past, as the inspector keeps it: the tree right after one event (the
/// history's start), the numbered events after it, and the tree after the last one; and what the
/// RIBs said they were doing (``RIBInspectable``), as it changed.
///
/// The tree right after any event it keeps is the start's tree with the events up to it applied,
/// by the one function that defines it, `RIBTreeSnapshot.applying(_:)`. Its memory is bounded by
/// two trees, ``limit`` events and as many changes of values and of places, whatever the app
/// does: the oldest events are folded into the start's tree.
///
/// The history starts over from the tree the app captured, and the moments before it are no
/// longer offered, when the events cannot explain that tree: events were left out of a burst, or
/// a subtree joined the tree with RIBs attached before it was observed.
struct InspectorHistory: Sendable {
  /// How many events it keeps.
  let limit: Int
  /// The number of the event right after which the history starts; 0 for the inspector's start.
  private(set) var start = 0
  /// When the event right after which it starts happened; `nil` for the inspector's start.
  private(set) var startTime: Date?
  /// The number of the last event received.
  private(set) var last = 0
  /// The tree right after event ``start``.
  private var startTree: RIBTreeSnapshot
  /// The events after ``start``, oldest first: event `start + 1` first.
  private var events: [RIBTreeEvent] = []
  /// The tree right after event ``last``.
  private(set) var latestTree: RIBTreeSnapshot
  /// What the RIBs said they were doing, as it changed.
  private var valueChanges: ChangesByRIB<[InspectedValue]>
  /// Where the RIBs were shown, as it changed.
  private var placeChanges: ChangesByRIB<String>

  /// Creates a history that starts from `tree`, the tree right after the first `count` events.
  ///
  /// - Parameters:
  ///   - tree: The tree when the inspector started, or right after its first events.
  ///   - count: How many events came before `tree`: 0 when it is the tree before any.
  ///   - limit: How many events the history keeps.
  init(tree: RIBTreeSnapshot, after count: Int = 0, limit: Int) {
    self.limit = limit
    start = count
    last = count
    startTree = tree
    latestTree = tree
    valueChanges = ChangesByRIB(limit: limit)
    placeChanges = ChangesByRIB(limit: limit)
  }

  /// Adds `newEvents`, numbered from ``last`` + 1, after which the tree is `tree`.
  ///
  /// - Parameters:
  ///   - newEvents: The events, oldest first.
  ///   - tree: The tree the app captured after them, if it did.
  ///   - isComplete: Whether `newEvents` are all the events since the last ones.
  /// - Returns: The number of the first event added.
  @discardableResult
  mutating func append(
    _ newEvents: [RIBTreeEvent], tree: RIBTreeSnapshot?, isComplete: Bool
  ) -> Int {
    let first = last + 1
    last += newEvents.count
    if let tree, !isComplete {
      startOver(from: tree, after: newEvents.last)
      return first
    }
    let expected = latestTree.applying(newEvents)
    if let tree, !Self.isSameTree(tree, expected) {
      startOver(from: tree, after: newEvents.last)
      return first
    }
    events += newEvents
    latestTree = expected
    if events.count > limit {
      let folded = events.count - limit
      startTree = startTree.applying(events.prefix(folded))
      startTime = events[folded - 1].timestamp
      start += folded
      events.removeFirst(folded)
    }
    return first
  }

  /// The tree right after event `sequence`, or `nil` if the history does not keep that moment.
  func tree(after sequence: Int) -> RIBTreeSnapshot? {
    guard (start...last).contains(sequence) else { return nil }
    if sequence == last { return latestTree }
    return startTree.applying(events.prefix(sequence - start))
  }

  /// Notes what the RIBs of `tree`, captured after event ``last``, say they are doing, and where
  /// they are shown.
  mutating func recordValuesAndPlaces(of tree: InspectedTree) {
    var values: [UInt: [InspectedValue]] = [:]
    var places: [UInt: String] = [:]
    for node in tree.nodes {
      guard let id = UInt(node.id) else { continue }
      values[id] = node.values
      places[id] = node.place
    }
    valueChanges.record(values, after: last)
    placeChanges.record(places, after: last)
  }

  /// What each RIB, by identity, last said it was doing by the capture after event `sequence`,
  /// for the RIBs whose values the history still knows.
  func values(after sequence: Int) -> [UInt: [InspectedValue]] {
    valueChanges.values(after: sequence)
  }

  /// Where each RIB, by identity, was shown by the capture after event `sequence`, for the RIBs
  /// whose places the history still knows.
  func places(after sequence: Int) -> [UInt: String] {
    placeChanges.values(after: sequence)
  }

  private mutating func startOver(from tree: RIBTreeSnapshot, after event: RIBTreeEvent?) {
    startTree = tree
    latestTree = tree
    events = []
    start = last
    startTime = event?.timestamp ?? startTime
  }

  /// Whether two trees have the same RIBs, by identity, in the same places and states.
  private static func isSameTree(_ lhs: RIBTreeSnapshot, _ rhs: RIBTreeSnapshot) -> Bool {
    lhs == rhs && lhs.nodes.map(\.id) == rhs.nodes.map(\.id)
  }
}
