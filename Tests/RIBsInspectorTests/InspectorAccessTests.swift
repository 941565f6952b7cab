import Foundation
import RIBs
import RIBsInspector
import Testing

/// Who may read the tree: only requests with the token, to the loopback address.
@MainActor
@Suite struct InspectorAccessTests {
  let root = makeLaunchedRoot()

  @Test func theAddressIsOnLoopbackWithAFreePortAndARandomToken() async throws {
    let first = RIBInspector(root: root)
    let second = RIBInspector(root: root)
    let firstURL = try await first.start()
    let secondURL = try await second.start()

    #expect(firstURL.host == "127.0.0.1")
    #expect(firstURL.port != 0 && firstURL.port != secondURL.port)
    let firstToken = try InspectorClient(url: firstURL).token
    #expect(firstToken.count == 32 && firstToken.allSatisfy(\.isHexDigit))
    #expect(firstToken != (try InspectorClient(url: secondURL).token))
    #expect(first.url == firstURL)
    await first.stop()
    await second.stop()
  }

  @Test(arguments: ["/", "/state.json", "/socket"])
  func aRequestWithoutTheTokenIsRefused(path: String) async throws {
    let inspector = RIBInspector(root: root)
    let client = try InspectorClient(url: try await inspector.start())

    let missing = try await client.get(path, token: nil)
    let wrong = try await client.get(path, token: String(repeating: "0", count: 32))
    let empty = try await client.get(path, token: "")

    for refusal in [missing, wrong, empty] {
      #expect(refusal.status == 403)
      #expect(refusal.body.contains("needs the token that the app printed"))
      #expect(!refusal.body.contains("Home"))
    }
    await inspector.stop()
  }

  @Test func thePageIsServedWithTheToken() async throws {
    let inspector = RIBInspector(root: root, title: "Checkout")
    let client = try InspectorClient(url: try await inspector.start())

    let page = try await client.get("/")

    #expect(page.status == 200)
    #expect(page.body.contains("<title>RIB inspector</title>"))
    #expect(page.body.contains("new WebSocket("))
    // Nothing is fetched from elsewhere.
    #expect(!page.body.contains("src=\"http") && !page.body.contains("href=\"http"))
    await inspector.stop()
  }

  @Test func aRequestToAnotherHostNameIsRefused() async throws {
    let inspector = RIBInspector(root: root)
    let client = try InspectorClient(url: try await inspector.start())

    // What a rebound DNS name of another site sends, with a token it guessed or stole.
    let refusal = try await client.get("/state.json", token: client.token, host: "evil.example")
    let localhost = try await client.get(
      "/state.json", token: client.token, host: "localhost:\(client.port)")

    #expect(refusal.status == 403)
    #expect(refusal.body.contains("127.0.0.1 or localhost only"))
    #expect(localhost.status == 200)
    await inspector.stop()
  }

  @Test func aWebSocketOpenedByAnotherSiteOrWithoutTheTokenIsRefused() async throws {
    let inspector = RIBInspector(root: root)
    let client = try InspectorClient(url: try await inspector.start())

    let foreign = try await WebSocketTestClient(
      port: client.port, query: "?token=\(client.token)", origin: "http://evil.example")
    let tokenless = try await WebSocketTestClient(
      port: client.port, query: "", origin: "http://127.0.0.1:\(client.port)")
    let own = try await WebSocketTestClient(
      port: client.port, query: "?token=\(client.token)", origin: "http://127.0.0.1:\(client.port)")

    #expect(foreign.status == 403)
    #expect(foreign.refusal.contains("its own page only"))
    #expect(tokenless.status == 403)
    #expect(own.status == 101)
    own.close()
    await inspector.stop()
  }

  @Test func anUnknownAddressSaysWhereThePageIs() async throws {
    let inspector = RIBInspector(root: root)
    let client = try InspectorClient(url: try await inspector.start())

    let answer = try await client.get("/tree.html")

    #expect(answer.status == 404)
    #expect(answer.body.contains("no page here; its page is /"))
    await inspector.stop()
  }

  @Test func aPortInUseIsReportedAndTheRunningInspectorIsUntouched() async throws {
    let running = RIBInspector(root: root)
    let client = try InspectorClient(url: try await running.start())
    let second = RIBInspector(root: root)

    await #expect(
      throws: RIBInspectorError.cannotListen(port: client.port, reason: "the port is in use")
    ) {
      try await second.start(port: client.port)
    }
    #expect(second.url == nil)
    #expect(try await client.get("/state.json").status == 200)
    await running.stop()
  }

  @Test func startingTwiceIsRefusedAndAStoppedInspectorStartsAnew() async throws {
    let inspector = RIBInspector(root: root)
    let first = try await inspector.start()

    await #expect(throws: RIBInspectorError.alreadyRunning(url: first.absoluteString)) {
      try await inspector.start()
    }
    await inspector.stop()
    #expect(inspector.url == nil)
    let again = try await inspector.start()

    #expect(try InspectorClient(url: again).token != (try InspectorClient(url: first).token))
    #expect(try await InspectorClient(url: again).get("/").status == 200)
    await inspector.stop()
  }

  @Test func errorsSayWhatToDo() {
    #expect(
      RIBInspectorError.cannotListen(port: 8080, reason: "the port is in use").description
        == "The inspector cannot listen on 127.0.0.1:8080: the port is in use. "
        + "Choose another port, or 0 for a free one.")
  }
}
