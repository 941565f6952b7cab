import Foundation
import RIBs
import Testing

/// `RIBTreeSnapshot.applying(_:)`, the tree at a moment, on hand-written events; the recorded app
/// runs are in the apps' tests (`RecordedRunTests`).
@Suite struct SnapshotApplyingEventsTests {
  static func rib(_ name: String, _ id: UInt) -> RIBIdentity { RIBIdentity(name: name, id: id) }
  let root = Self.rib("Root", 1)
  let home = Self.rib("Home", 2)
  let card = Self.rib("Card", 3)
  let form = Self.rib("Form", 4)

  var start: RIBTreeSnapshot { RIBTreeSnapshot(name: "Root", isActive: true, hasView: true, id: 1) }

  func event(_ kind: RIBTreeEvent.Kind, _ rib: RIBIdentity, under parent: RIBIdentity? = nil)
    -> RIBTreeEvent
  {
    RIBTreeEvent(
      kind: kind, router: rib, parent: parent, timestamp: Date(timeIntervalSince1970: 0),
      hasView: kind == .attach ? rib.name != "Home" : nil)
  }

  @Test func attachesActivationsAndDetachesMakeTheTree() {
    let tree = start.applying([
      event(.attach, home, under: root), event(.activate, home, under: root),
      event(.attach, card, under: home), event(.activate, card, under: home),
      event(.load, card, under: home),
    ])
    #expect(
      tree
        == RIBTreeSnapshot(
          name: "Root", isActive: true, hasView: true,
          children: [
            RIBTreeSnapshot(
              name: "Home", isActive: true, hasView: false,
              children: [RIBTreeSnapshot(name: "Card", isActive: true, hasView: true)])
          ]))
    #expect(tree.nodes.map(\.id) == [1, 2, 3])

    let detached = start.applying([
      event(.attach, home, under: root), event(.attach, card, under: home),
      event(.deactivate, card, under: home), event(.detach, card, under: home),
    ])
    #expect(detached.nodes.map(\.name) == ["Root", "Home"])
  }

  @Test func aSubtreeBuiltBeforeItIsAttachedJoinsWhole() {
    let tree = start.applying([
      event(.attach, form, under: card),  // Card attaches its child before it is attached
      event(.attach, card, under: root),
    ])
    #expect(tree.nodes.map(\.name) == ["Root", "Card", "Form"])
    #expect(tree.nodes.map(\.depth) == [0, 1, 2])
  }

  @Test func aDetachedSubtreeComesBackWholeWhenAttachedAgain() {
    let tree = start.applying([
      event(.attach, card, under: root), event(.attach, form, under: card),
      event(.detach, card, under: root), event(.attach, home, under: root),
      event(.attach, card, under: home),
    ])
    #expect(tree.nodes.map(\.name) == ["Root", "Home", "Card", "Form"])
  }

  @Test func eventsNoRouterMakesChangeNothing() {
    let tree = start.applying([
      event(.attach, home, under: root), event(.attach, card, under: home),
      event(.attach, home, under: card),  // would be a cycle
      event(.detach, root, under: nil),  // the root stays the root
      event(.attach, root, under: card),
    ])
    #expect(tree.nodes.map(\.name) == ["Root", "Home", "Card"])
  }

  @Test func aTreeAHundredThousandLevelsDeepIsReplayedWithoutRecursion() {
    var events: [RIBTreeEvent] = []
    var parent = root
    for id in UInt(2)...100_001 {
      let child = Self.rib("Level", id)
      events.append(event(.attach, child, under: parent))
      parent = child
    }
    let tree = start.applying(events)
    #expect(tree.count == 100_001)
    #expect(tree.nodes.last?.depth == 100_000)
  }

  @Test func anEventEncodesWhetherTheAttachedRIBHasAViewAndOldEventsStillDecode() throws {
    let attach = event(.attach, card, under: root)
    let decoded = try JSONDecoder().decode(
      RIBTreeEvent.self, from: JSONEncoder().encode(attach))
    #expect(decoded.hasView == true)
    let old = Data(
      #"{"kind":"attach","router":{"name":"Card","id":3},"timestamp":0}"#.utf8)
    #expect(try JSONDecoder().decode(RIBTreeEvent.self, from: old).hasView == nil)
  }
}
