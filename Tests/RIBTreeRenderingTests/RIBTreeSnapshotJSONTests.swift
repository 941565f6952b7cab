import Foundation
import RIBTreeRendering
import RIBs
import Testing

@Suite struct RIBTreeSnapshotJSONTests {
  /// A chain of `depth` RIBs, made from nodes, without a live tree.
  static func chain(depth: Int) -> RIBTreeSnapshot {
    RIBTreeSnapshot(
      preOrderNodes: (0..<depth).map { index in
        RIBTreeSnapshot.Node(
          name: "\(index)", isActive: index % 2 == 0, hasView: index % 3 == 0, id: UInt(index),
          depth: index, parent: index == 0 ? nil : index - 1, subtreeSize: 1)
      })
  }

  @Test func aChainOf100000RIBsIsWrittenAndReadInBothForms() throws {
    let snapshot = Self.chain(depth: 100_000)
    for prettyPrinted in [true, false] {
      let decoded = try RIBTreeSnapshot(jsonData: snapshot.jsonData(prettyPrinted: prettyPrinted))
      #expect(decoded == snapshot)
      #expect(decoded.nodes.last?.depth == 99_999)
    }
  }

  @Test func namesWithEscapesAndIdentitiesRoundTrip() throws {
    let name = "Quote\" back\\slash \u{1B}[2J tab\t é 🙂 \u{0}"
    let snapshot = RIBTreeSnapshot(
      name: name, isActive: true, hasView: false, id: UInt.max,
      children: [RIBTreeSnapshot(name: "A", isActive: false, hasView: true, id: 7)])

    let decoded = try RIBTreeSnapshot(jsonData: snapshot.jsonData())

    #expect(decoded == snapshot)
    #expect(decoded.name == name)
    #expect(decoded.nodes.map(\.id) == [UInt.max, 7])
  }

  @Test func unknownKeysAreSkippedAndIdIsOptional() throws {
    let json = #"""
      {"version": 2, "nodes": [{"name": "Root", "isActive": true, "hasView": true, "depth": 0,
        "extra": {"deep": [[1, 2.5e3, null], {"x": "y"}]}},
       {"hasView": false, "isActive": false, "name": "\u0041\ud83d\ude42", "depth": 1}]}
      """#

    let snapshot = try RIBTreeSnapshot(jsonData: Data(json.utf8))

    #expect(snapshot.count == 2)
    #expect(snapshot.children.first?.name == "A🙂")
    #expect(snapshot.nodes.map(\.id) == [nil, nil])
  }

  @Test(arguments: [
    ("", "it is not valid JSON"),
    ("{\"nodes\": [\n  {\"name\" true}]}", "it is not valid JSON"),
    (#"{"name": "R", "isActive": true, "hasView": true}"#, "'nodes' is missing at the top"),
    (
      #"{"nodes": [{"isActive": true, "hasView": true, "depth": 0}]}"#,
      "'name' is missing at nodes[0]"
    ),
    (
      #"{"nodes": [{"name": "R", "isActive": 1, "hasView": true, "depth": 0}]}"#,
      "'isActive' is not true or false at nodes[0]"
    ),
    (
      #"{"nodes": [{"name": 3, "isActive": true, "hasView": true, "depth": 0}]}"#,
      "'name' is not a string at nodes[0]"
    ),
    (#"{"nodes": [3]}"#, "item 0 is not an object at nodes"),
    (#"{"nodes": {}}"#, "'nodes' is not a list at the top"),
    (#"[]"#, "the document is not an object at the top"),
    (
      #"{"nodes": [{"name": null, "isActive": true, "hasView": true, "depth": 0}]}"#,
      "'name' is null, not a string at nodes[0]"
    ),
    (
      #"{"nodes": [{"name": "R", "isActive": true, "hasView": true, "depth": 0},"#
        + #"{"name": "A", "isActive": true, "hasView": true, "depth": 3}]}"#,
      "the depth is 3 where the depth is 1 to 1 at nodes[1]"
    ),
    (#"{"nodes": []}"#, "there is no node, not even a root at nodes"),
  ])
  func malformedSnapshotsSayWhatIsWrongAndWhere(json: String, message: String) {
    #expect(throws: RIBTreeSnapshotDecodingError(description: message)) {
      try RIBTreeSnapshot(jsonData: Data(json.utf8))
    }
  }

  /// What a fuzzer or an attacker sends: each is refused with a phrase, none traps.
  @Test(arguments: [
    #"{"nodes": [{"name": "\ud800\u0041", "isActive": true, "hasView": true, "depth": 0}]}"#,
    #"{"nodes": [{"name": "\udc00", "isActive": true, "hasView": true, "depth": 0}]}"#,
    #"{"nodes": [{"name": "\ud800\ud800", "isActive": true, "hasView": true, "depth": 0}]}"#,
    #"{"nodes": [{"name": "\u12"#,
    #"{"nodes": [{"name": "\"#,
    "{\"nodes\": [{\"name\": \"a\u{0}b\", \"isActive\": true, \"hasView\": true, \"depth\": 0}]}",
    #"{"nodes": [{"name": "R", "isActive": true, "hasView": true, "depth": 0, "id": 99999999999999999999999}]}"#,
    #"{"nodes": [{"name": "R", "isActive": true, "hasView": true, "depth": 0, "id": -1}]}"#,
    #"{"nodes": [{"name": "R", "isActive": true, "hasView": true, "depth": 1e400}]}"#,
    #"{"nodes": [{"name": "R", "isActive": true, "hasView": true, "depth": -9223372036854775808}]}"#,
    #"{"nodes": [{"name": "R", "isActive": true, "hasView": true, "depth": 0}, {"name": "A", "isActive": true, "hasView": true, "depth": 9223372036854775807}]}"#,
  ])
  func hostileTextIsRefused(json: String) {
    #expect(throws: RIBTreeSnapshotDecodingError.self) {
      try RIBTreeSnapshot(jsonData: Data(json.utf8))
    }
  }

  @Test func invalidUTF8AndDeepNestingAreRefused() {
    let invalidUTF8 =
      Data(#"{"nodes": [{"name": ""#.utf8) + Data([0xFF, 0xFE, 0xC0, 0x80])
      + Data(#"", "isActive": true, "hasView": true, "depth": 0}]}"#.utf8)
    let nested = String(repeating: "[", count: 200_000) + String(repeating: "]", count: 200_000)
    let nestedObjects =
      String(repeating: #"{"nodes": "#, count: 200_000) + "1"
      + String(repeating: "}", count: 200_000)
    for data in [invalidUTF8, Data(#"{"nodes": \#(nested)}"#.utf8), Data(nestedObjects.utf8)] {
      #expect(throws: RIBTreeSnapshotDecodingError(description: "it is not valid JSON")) {
        try RIBTreeSnapshot(jsonData: data)
      }
    }
  }
}
