import RIBs

/// A run of an app's RIB tree, recorded to check `RIBTreeSnapshot.applying(_:)`: the snapshot
/// before the run, every event of the tree, and the live tree right after each.
///
/// Routers released during the run are not kept: a router's number is its own for the whole
/// process, so another one allocated at its address is another RIB.
@MainActor
public final class RecordedRun {
  /// The tree before the run.
  public let before: RIBTreeSnapshot
  /// The tree's events, oldest first.
  public private(set) var events: [RIBTreeEvent] = []
  /// The live tree right after each event.
  public private(set) var trees: [RIBTreeSnapshot] = []
  private var observation: RIBTreeEventObservation?

  /// Starts recording the tree under `root`.
  public init(of root: any Routing) {
    before = RIBTreeSnapshot(of: root)
    observation = RIBTreeEvents.addObserver(forSubtreeOf: root) { [unowned self] event in
      events.append(event)
      trees.append(RIBTreeSnapshot(of: root))
    }
  }

  /// Stops recording.
  public func stop() {
    observation?.cancel()
    observation = nil
  }

  /// Each event after which the snapshot before the run with the events so far applied is not
  /// the live tree, with both trees; empty when the function and the app agree throughout.
  public func mismatches() -> [String] {
    events.indices.compactMap { index in
      let replayed = before.applying(events[...index])
      guard replayed != trees[index] || replayed.nodes.map(\.id) != trees[index].nodes.map(\.id)
      else { return nil }
      return "after event \(index) (\(events[index])):\n\(replayed)\nlive:\n\(trees[index])"
    }
  }
}
