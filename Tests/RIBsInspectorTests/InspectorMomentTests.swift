import Foundation
import RIBs
import RIBsInspector
import Testing

/// A page asks for the tree right after any event the inspector keeps, over its WebSocket.
@MainActor
@Suite struct InspectorMomentTests {
  let root = makeLaunchedRoot()

  /// Starts an inspector of `root`, runs `changes`, and opens a page once it has been sent
  /// `eventCount` events.
  private func page(
    after eventCount: Int, _ changes: (InspectorClient) async throws -> Void
  ) async throws -> (RIBInspector, WebSocketTestClient) {
    let inspector = RIBInspector(root: root, title: "Wallet")
    let client = try InspectorClient(url: try await inspector.start())
    try await changes(client)
    _ = try await client.state { $0.events.count == eventCount }
    let page = try await WebSocketTestClient(port: client.port, query: "?token=\(client.token)")
    return (inspector, page)
  }

  @Test func aPageGetsTheTreeRightAfterAnyEventItAsksFor() async throws {
    let card = CardRouter()
    let (inspector, page) = try await page(after: 5) { client in
      root.attachChild(card)  // 1 attach, 2 activate, 3 load
      // Shown once, so that its types are known after it has gone.
      _ = try await client.state { $0.names == ["Home", "Card"] }
      root.detachChild(card)  // 4 deactivate, 5 detach
    }
    let hello = try #require(try await page.nextState())
    #expect(hello.history?.start == 0)
    #expect(hello.history?.last == 5)
    #expect(hello.events.map(\.sequence) == [1, 2, 3, 4, 5])

    var trees: [[String]] = []
    for sequence in 0...5 {
      let answer = try #require(try await page.ask(#"{"type":"moment","after":\#(sequence)}"#))
      #expect(answer.type == "moment")
      #expect(answer.moment == sequence)
      let nodes = try #require(answer.tree?.nodes)
      trees.append(nodes.map { "\($0.name)\($0.isActive ? "" : " (inactive)")" })
    }

    #expect(
      trees == [
        ["Home"], ["Home", "Card (inactive)"], ["Home", "Card"], ["Home", "Card"],
        ["Home", "Card (inactive)"], ["Home"],
      ])
    let atLoad = try #require(try await page.ask(#"{"type":"moment","after":3}"#))
    let cardNode = try #require(atLoad.tree?.nodes.last)
    #expect(cardNode.id == String(card.ribIdentity.id))
    #expect(cardNode.router == "RIBsInspectorTests.CardRouter")
    #expect(cardNode.parent == 0)
    page.close()
    await inspector.stop()
  }

  @Test(arguments: [
    (#"{"type":"moment","after":9}"#, "There is no event 9 yet: the last is 3."),
    (#"{"type":"moment","after":-1}"#, "The history starts after event 0: event -1 is older."),
    (
      #"{"type":"moment"}"#,
      #"The inspector answers one request: {"type": "moment", "after": <event>}."#
    ),
    ("hello", #"The inspector answers one request: {"type": "moment", "after": <event>}."#),
    (
      String(repeating: "[", count: 4_000),
      #"The inspector answers one request: {"type": "moment", "after": <event>}."#
    ),
  ])
  func aRequestItCannotAnswerIsToldWhyAndThePageStays(request: String, reason: String) async throws
  {
    let (inspector, page) = try await page(after: 3) { _ in root.attachChild(CardRouter()) }

    let refusal = try #require(try await page.ask(request))
    #expect(refusal.error == reason)
    let answer = try #require(try await page.ask(#"{"type":"moment","after":1}"#))
    #expect(answer.tree?.nodes.count == 2)
    page.close()
    await inspector.stop()
  }

  @Test func aRequestInFragmentsIsRefusedAndThePageStays() async throws {
    let (inspector, page) = try await page(after: 3) { _ in root.attachChild(CardRouter()) }

    try page.send(opcode: 0x1, payload: Array(#"{"type":"mo"#.utf8), isFinal: false)
    let refusal = try #require(try await page.nextAnswer())
    #expect(refusal.error == "The inspector reads requests sent in one frame.")
    let answer = try #require(try await page.ask(#"{"type":"moment","after":0}"#))
    #expect(answer.tree?.nodes.map(\.name) == ["Home"])
    page.close()
    await inspector.stop()
  }

  @Test func aPageThatAsksFasterThanItIsAnsweredGetsTheLatestMomentLast() async throws {
    let (inspector, page) = try await page(after: 30) { _ in
      for _ in 0..<10 { root.attachChild(CardRouter()) }
    }

    for sequence in 1...30 {
      try page.send(opcode: 0x1, payload: Array(#"{"type":"moment","after":\#(sequence)}"#.utf8))
    }
    var answered: [Int] = []
    while answered.last != 30 {
      answered.append(try #require(try await page.nextAnswer()?.moment))
    }

    // Requests are answered in order, one at a time, the waiting one replaced by a newer one.
    #expect(answered == answered.sorted())
    #expect(Set(answered).count == answered.count)
    page.close()
    await inspector.stop()
  }
}
