import Foundation
import RIBs
import RIBsTestFixtures
import Testing

@MainActor
@Suite struct RIBTreeSnapshotTests {
  @Test func snapshotOfALiveTree() {
    let root = SampleRootRouter(interactor: TestInteractor())
    root.interactor.activate()
    let viewable = ViewableRouter(
      interactor: TestInteractor(), viewController: TestViewController())
    root.attachChild(viewable)
    viewable.attachChild(TestRouter(name: "leaf"))
    viewable.interactor.deactivate()

    let snapshot = RIBTreeSnapshot(of: root)

    #expect(
      snapshot
        == RIBTreeSnapshot(
          name: "SampleRoot", isActive: true, hasView: false,
          children: [
            RIBTreeSnapshot(
              name: "Viewable", isActive: false, hasView: true,
              children: [RIBTreeSnapshot(name: "Test", isActive: false, hasView: false)])
          ]))
  }

  /// A live chain of `depth` routers, with leak detection off; the caller detaches it.
  static func liveChain(depth: Int) -> TestRouter {
    let top = TestRouter(name: "0")
    var bottom = top
    LeakDetector.withInstance(LeakDetector(isEnabled: false)) {
      for index in 1..<depth {
        let next = TestRouter(name: "\(index)")
        bottom.attachChild(next)
        bottom = next
      }
    }
    return top
  }

  @Test func aChainOf100000RIBsIsTakenComparedEncodedDecodedAndReleasedWithoutRecursion()
    async throws
  {
    let top = Self.liveChain(depth: 100_000)
    defer {
      LeakDetector.withInstance(LeakDetector(isEnabled: false)) {
        top.detachChild(top.children[0])
      }
    }
    var deep: RIBTreeSnapshot? = RIBTreeSnapshot(of: top)
    let snapshot = try #require(deep)

    #expect(snapshot.count == 100_000)
    #expect(snapshot.nodes.last?.depth == 99_999)
    #expect(snapshot.nodes.allSatisfy { $0.id != nil })
    try await Self.expectEncodingDecodingAndComparingWork(snapshot)
    #expect(top.treeDescription.utf8.count < 100_000 * 120)
    deep = nil
  }

  /// Off the main actor, which other tests need meanwhile.
  @concurrent
  nonisolated static func expectEncodingDecodingAndComparingWork(
    _ snapshot: RIBTreeSnapshot
  ) async throws {
    // The flat format leaves any tree one level deep: Foundation's coders take it.
    let decoded = try JSONDecoder().decode(
      RIBTreeSnapshot.self, from: JSONEncoder().encode(snapshot))
    #expect(decoded == snapshot)
    #expect(decoded.nodes.map(\.id) == snapshot.nodes.map(\.id))
    #expect(decoded.nodes.map(\.parent) == snapshot.nodes.map(\.parent))
    let changed = RIBTreeSnapshot(
      preOrderNodes: snapshot.nodes.enumerated().map { index, node in
        var node = node
        if index == 99_999 { node.isActive.toggle() }
        return node
      })
    #expect(changed != snapshot)
    #expect(Set([snapshot, changed, snapshot]).count == 2)
  }

  @Test func codableKeepsTheTreeTheIdentitiesAndNamesWithEscapes() throws {
    let name = "Quote\" back\\slash \u{1B}[2J tab\t é 🙂"
    let snapshot = RIBTreeSnapshot(
      name: name, isActive: true, hasView: false, id: 42,
      children: [
        RIBTreeSnapshot(name: "A", isActive: false, hasView: true),
        RIBTreeSnapshot(
          name: "B", isActive: true, hasView: true,
          children: [RIBTreeSnapshot(name: "C", isActive: true, hasView: false, id: 7)]),
      ])

    let decoded = try JSONDecoder().decode(
      RIBTreeSnapshot.self, from: JSONEncoder().encode(snapshot))

    #expect(decoded == snapshot)
    #expect(decoded.name == name)
    #expect(decoded.nodes.map(\.id) == [42, nil, nil, 7])
    #expect(decoded.nodes.map(\.parent) == [nil, 0, 0, 2])
    #expect(decoded.nodes.map(\.subtreeSize) == [4, 1, 2, 1])
    #expect(decoded.children[1].children.first?.id == 7)
  }

  @Test(arguments: [
    (#"{"nodes": []}"#, "there is no node, not even a root"),
    (
      #"{"nodes": [{"name": "R", "isActive": true, "hasView": true, "depth": 1}]}"#,
      "the depth is 1 where the root's depth is 0"
    ),
    (
      #"{"nodes": [{"name": "R", "isActive": true, "hasView": true, "depth": 0},"#
        + #"{"name": "A", "isActive": true, "hasView": true, "depth": 2}]}"#,
      "the depth is 2 where the depth is 1 to 1"
    ),
    (
      #"{"nodes": [{"name": "R", "isActive": true, "hasView": true, "depth": 0},"#
        + #"{"name": "A", "isActive": true, "hasView": true, "depth": 0}]}"#,
      "the depth is 0 where the depth is 1 to 1"
    ),
  ])
  func depthsThatAreNotATreeInPreOrderAreRefused(json: String, reason: String) {
    do {
      _ = try JSONDecoder().decode(RIBTreeSnapshot.self, from: Data(json.utf8))
      Issue.record("decoded \(json)")
    } catch DecodingError.dataCorrupted(let context) {
      #expect(context.debugDescription == reason)
    } catch {
      Issue.record("unexpected \(error)")
    }
  }

  @Test func childrenCanBeReadAndReplaced() {
    var snapshot = RIBTreeSnapshot(name: "Root", isActive: true, hasView: true)
    snapshot.children = [
      RIBTreeSnapshot(
        name: "A", isActive: true, hasView: true,
        children: [RIBTreeSnapshot(name: "A1", isActive: true, hasView: true)]),
      RIBTreeSnapshot(name: "B", isActive: false, hasView: false),
    ]

    #expect(snapshot.count == 4)
    #expect(snapshot.nodes.map(\.name) == ["Root", "A", "A1", "B"])
    #expect(snapshot.nodes.map(\.parent) == [nil, 0, 1, 0])
    #expect(snapshot.nodes.map(\.subtreeSize) == [4, 2, 1, 1])
    #expect(snapshot.children[0].children[0].nodes.first?.depth == 0)
    snapshot.children.removeFirst()
    #expect(snapshot.nodes.map(\.name) == ["Root", "B"])
  }
}
