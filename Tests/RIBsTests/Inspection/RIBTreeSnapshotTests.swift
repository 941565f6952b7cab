import Foundation
import RIBs
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
    for prettyPrinted in [true, false] {
      let json = snapshot.jsonData(prettyPrinted: prettyPrinted)
      let decoded = try RIBTreeSnapshot(jsonData: json)
      #expect(decoded == snapshot)
      #expect(decoded.nodes.map(\.id) == snapshot.nodes.map(\.id))
    }
    let changed = RIBTreeSnapshot(
      preOrderNodes: snapshot.nodes.enumerated().map { index, node in
        var node = node
        if index == 99_999 { node.isActive.toggle() }
        return node
      })
    #expect(changed != snapshot)
    #expect(Set([snapshot, changed, snapshot]).count == 2)
  }

  @Test func jsonRoundTripsNamesWithEscapesAndKeepsIdentities() throws {
    let name = "Quote\" back\\slash \u{1B}[2J tab\t é 🙂"
    let snapshot = RIBTreeSnapshot(
      name: name, isActive: true, hasView: false, id: 42,
      children: [
        RIBTreeSnapshot(name: "A", isActive: false, hasView: true),
        RIBTreeSnapshot(
          name: "B", isActive: true, hasView: true,
          children: [RIBTreeSnapshot(name: "C", isActive: true, hasView: false, id: 7)]),
      ])

    let decoded = try RIBTreeSnapshot(jsonData: snapshot.jsonData())

    #expect(decoded == snapshot)
    #expect(decoded.name == name)
    #expect(decoded.nodes.map(\.id) == [42, nil, nil, 7])
    #expect(decoded.children.map(\.name) == ["A", "B"])
    #expect(decoded.children[1].children.first?.id == 7)
    // Foundation's coders read and write the same format through Codable.
    let viaFoundation = try JSONDecoder().decode(
      RIBTreeSnapshot.self, from: JSONEncoder().encode(snapshot))
    #expect(viaFoundation == snapshot)
    #expect(try RIBTreeSnapshot(jsonData: JSONEncoder().encode(snapshot)) == snapshot)
  }

  @Test func unknownKeysAreSkippedAndIdAndChildrenAreOptional() throws {
    let json = #"""
      {"name": "Root", "isActive": true, "hasView": true, "extra": {"deep": [[1, 2.5e3, null],
       {"x": "y"}]}, "children": [{"hasView": false, "isActive": false, "name": "\u0041\ud83d\ude42"}]}
      """#

    let snapshot = try RIBTreeSnapshot(jsonData: Data(json.utf8))

    #expect(snapshot.count == 2)
    #expect(snapshot.children.first?.name == "A🙂")
  }

  @Test(arguments: [
    ("", "it is not valid JSON: expected the document to start with '{' at line 1, column 1"),
    (
      "{\"name\": \"R\",\n  \"isActive\" true}",
      "it is not valid JSON: expected ':' after a key at line 2, column 14"
    ),
    (#"{"isActive": true, "hasView": true}"#, "'name' is missing at the root"),
    (
      #"{"name": "R", "isActive": true, "hasView": true, "children": [{"name": "A", "isActive": 1, "hasView": true}]}"#,
      "'isActive' is not true or false at children.0"
    ),
    (#"{"name": 3, "isActive": true, "hasView": true}"#, "'name' is not a string at the root"),
    (
      #"{"name": "R", "name": "S", "isActive": true, "hasView": true}"#,
      "'name' appears twice at the root"
    ),
    (
      #"{"name": "R", "isActive": true, "hasView": true} x"#,
      "it is not valid JSON: nothing after the snapshot's '}' at line 1, column 50"
    ),
    (
      #"{"name": "R", "isActive": true, "hasView": true, "children": [3]}"#,
      "a child is not an object at children.0"
    ),
    (
      #"{"name": "R", "isActive": true, "hasView": true, "id": -1}"#,
      "'id' is not a whole number from 0 at the root"
    ),
  ])
  func malformedSnapshotsSayWhatIsWrongAndWhere(json: String, message: String) {
    #expect(throws: RIBTreeSnapshotDecodingError(description: message)) {
      try RIBTreeSnapshot(jsonData: Data(json.utf8))
    }
  }

  @Test func aDeepMalformedSnapshotNamesTheDepth() {
    var json = ""
    for _ in 0..<10 { json += #"{"name": "R", "isActive": true, "hasView": true, "children": ["# }
    json += #"{"isActive": true}"#

    #expect(
      throws: RIBTreeSnapshotDecodingError(
        description: "'name' is missing at depth 10 (….children.0.children.0.children.0)")
    ) {
      try RIBTreeSnapshot(jsonData: Data(json.utf8))
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
