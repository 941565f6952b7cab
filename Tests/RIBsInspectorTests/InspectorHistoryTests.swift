import Foundation
import RIBs
import Testing

@testable import RIBsInspector

/// The inspector's history: the tree right after each event it keeps, within a bounded memory.
@Suite struct InspectorHistoryTests {
  static func rib(_ name: String, _ id: UInt) -> RIBIdentity { RIBIdentity(name: name, id: id) }
  let root = Self.rib("Root", 1)
  let launch = RIBTreeSnapshot(name: "Root", isActive: true, hasView: true, id: 1)

  /// `count` events: a RIB attached, activated, deactivated and detached, four by four.
  func events(_ count: Int) -> [RIBTreeEvent] {
    (0..<count).map { index in
      let kinds: [RIBTreeEvent.Kind] = [.attach, .activate, .deactivate, .detach]
      let kind = kinds[index % 4]
      return RIBTreeEvent(
        kind: kind, router: Self.rib("Card", UInt(10 + index / 4)), parent: root,
        timestamp: Date(timeIntervalSince1970: Double(index)),
        hasView: kind == .attach ? false : nil)
    }
  }

  @Test func theTreeAfterEachEventIsTheLaunchTreeWithTheEventsUpToItApplied() throws {
    let all = events(6)
    var history = InspectorHistory(tree: launch, limit: 100)
    #expect(
      history.append(Array(all[..<3]), tree: launch.applying(all[..<3]), isComplete: true) == 1)
    #expect(history.append(Array(all[3...]), tree: launch.applying(all), isComplete: true) == 4)

    #expect(history.start == 0)
    #expect(history.last == 6)
    for sequence in 0...6 {
      let tree = try #require(history.tree(after: sequence))
      #expect(tree == launch.applying(all[..<sequence]))
      #expect(tree.nodes.map(\.id) == launch.applying(all[..<sequence]).nodes.map(\.id))
    }
    // After event 2, the first card is attached and active; after 4, it is gone.
    #expect(history.tree(after: 2)?.nodes.map(\.isActive) == [true, true])
    #expect(history.tree(after: 4)?.count == 1)
    #expect(history.tree(after: 7) == nil)
  }

  @Test func aHistoryThatStartsAfterEventsNumbersTheNextOnesAfterThem() {
    let all = events(2)
    var history = InspectorHistory(tree: launch, after: 3, limit: 100)

    #expect(history.append(all, tree: launch.applying(all), isComplete: true) == 4)
    #expect(history.start == 3)
    #expect(history.tree(after: 5) == launch.applying(all))
    #expect(history.tree(after: 2) == nil)
  }

  @Test func theOldestEventsAreFoldedIntoTheStartSoItKeepsTheLimit() throws {
    let all = events(10)
    var history = InspectorHistory(tree: launch, limit: 3)
    for index in all.indices {
      history.append([all[index]], tree: launch.applying(all[...index]), isComplete: true)
    }

    #expect(history.start == 7)
    #expect(history.startTime == all[6].timestamp)
    #expect(history.tree(after: 6) == nil)
    for sequence in 7...10 {
      #expect(history.tree(after: sequence) == launch.applying(all[..<sequence]))
    }
  }

  @Test func aBurstWithEventsLeftOutStartsOverFromTheTreeAfterIt() {
    let all = events(6)
    var history = InspectorHistory(tree: launch, limit: 100)
    history.append(Array(all[..<2]), tree: launch.applying(all[..<2]), isComplete: true)
    // Events 3 to 5 were left out; event 6 (the last of the burst) is what the page is told.
    let after = launch.applying(all)
    history.append([all[5]], tree: after, isComplete: false)

    #expect(history.start == 3)
    #expect(history.last == 3)
    #expect(history.tree(after: 3) == after)
    #expect(history.tree(after: 2) == nil)
  }

  @Test func eventsThatDoNotExplainTheCapturedTreeStartItOver() {
    let all = events(1)
    var history = InspectorHistory(tree: launch, limit: 100)
    // The card was attached with a child of its own, attached before anyone observed it.
    let captured = RIBTreeSnapshot(
      name: "Root", isActive: true, hasView: true, id: 1,
      children: [
        RIBTreeSnapshot(
          name: "Card", isActive: false, hasView: false, id: 10,
          children: [RIBTreeSnapshot(name: "Form", isActive: false, hasView: true, id: 99)])
      ])
    history.append(all, tree: captured, isComplete: true)

    #expect(history.start == 1)
    #expect(history.tree(after: 1) == captured)
    #expect(history.tree(after: 0) == nil)
  }
}
