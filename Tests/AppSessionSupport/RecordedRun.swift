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
      mismatch(after: index + 1, shown: before.applying(events[...index]))
    }
  }

  /// Each moment of the run (before the first event, then right after each) at which `moment`
  /// (an inspector's answer: the tree right after the `n`th event, 0 for before the first) is not
  /// the live tree; empty when they agree throughout.
  public func mismatches(of moment: (Int) async -> RIBTreeSnapshot?) async -> [String] {
    var found: [String] = []
    for sequence in 0...events.count {
      let mismatch = mismatch(after: sequence, shown: await moment(sequence))
      if let mismatch { found.append(mismatch) }
    }
    return found
  }

  /// What differs between `shown` and the live tree right after the `sequence`th event (or before
  /// the first), ids included; `nil` if nothing does.
  private func mismatch(after sequence: Int, shown: RIBTreeSnapshot?) -> String? {
    let live = sequence == 0 ? before : trees[sequence - 1]
    guard let shown else { return "after event \(sequence): no tree" }
    guard shown != live || shown.nodes.map(\.id) != live.nodes.map(\.id) else { return nil }
    let event = sequence == 0 ? "before the run" : "\(events[sequence - 1])"
    return "after event \(sequence) (\(event)):\n\(shown)\nlive:\n\(live)"
  }
}
