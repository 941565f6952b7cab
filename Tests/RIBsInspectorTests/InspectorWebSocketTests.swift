import Foundation
import RIBs
import RIBsInspector
import Testing

/// The page's connection: everything at once, then each change as it happens.
@MainActor
@Suite struct InspectorWebSocketTests {
  let root = makeLaunchedRoot()

  private func connect(_ inspector: RIBInspector) async throws -> WebSocketTestClient {
    let client = try InspectorClient(url: try await inspector.start())
    let socket = try await WebSocketTestClient(port: client.port, query: "?token=\(client.token)")
    try #require(socket.status == 101)
    return socket
  }

  private func next(_ socket: WebSocketTestClient) async throws -> InspectorState {
    let text = try #require(try await socket.nextText())
    return try JSONDecoder().decode(InspectorState.self, from: Data(text.utf8))
  }

  /// The next message that carries a tree: other tests' uncaptured reports, which every inspector
  /// sees, may come first, alone.
  private func nextTree(_ socket: WebSocketTestClient) async throws -> InspectorState {
    while true {
      let message = try await next(socket)
      if message.tree != nil { return message }
      #expect(message.events.isEmpty && !message.diagnostics.isEmpty)
    }
  }

  @Test func aPageReceivesTheTreeThenEachChange() async throws {
    let inspector = RIBInspector(root: root, title: "Wallet")
    let socket = try await connect(inspector)

    let hello = try await nextTree(socket)
    root.attachChild(CardRouter())
    let update = try await nextTree(socket)

    #expect(hello.type == "hello" && hello.title == "Wallet")
    #expect(hello.names == ["Home"])
    #expect(update.type == "update")
    #expect(update.names == ["Home", "Card"])
    #expect(update.eventLines == ["attach Card", "activate Card", "load Card"])
    socket.close()
    await inspector.stop()
  }

  @Test func aBurstOfEventsIsOneUpdateWithTheLatestEvents() async throws {
    let inspector = RIBInspector(root: root)
    let socket = try await connect(inspector)
    let hello = try await nextTree(socket)
    #expect(hello.type == "hello")

    for _ in 0..<1_500 { root.attachChild(CardRouter()) }
    let update = try await nextTree(socket)

    #expect(update.tree?.nodes.count == 1_501)
    #expect(update.events.count == 1_000)
    #expect(update.droppedEvents == 3_500)
    #expect(update.events.last.map { "\($0.kind) \($0.rib.name)" } == "load Card")
    socket.close()
    await inspector.stop()
    LeakDetector.withInstance(LeakDetector(isEnabled: false)) {
      for child in root.children { root.detachChild(child) }
    }
  }

  @Test func aDiagnosticAloneDoesNotResendTheTree() async throws {
    let inspector = RIBInspector(root: root)
    let socket = try await connect(inspector)
    _ = try await next(socket)

    RIBsDiagnostics.report(
      RIBsDiagnostic(kind: .scopeIsInactive, message: "InspectorWebSocketTests: a late callback"))
    var update = try await next(socket)
    // Another test's uncaptured report may come first.
    while !update.diagnostics.contains(where: { $0.message.hasPrefix("InspectorWebSocketTests") }) {
      update = try await next(socket)
    }

    #expect(update.tree == nil)
    #expect(update.events.isEmpty)
    socket.close()
    await inspector.stop()
  }

  @Test func stoppingTheInspectorClosesThePage() async throws {
    let inspector = RIBInspector(root: root)
    let socket = try await connect(inspector)
    _ = try await next(socket)

    await inspector.stop()

    // Other tests' uncaptured reports may arrive before the end.
    var messagesBeforeTheEnd = 0
    while try await socket.nextText() != nil { messagesBeforeTheEnd += 1 }
    #expect(messagesBeforeTheEnd < 10)
  }
}
