import Foundation
import NIOCore
import NIOEmbedded
import NIOWebSocket
import RIBs
import Testing

@testable import RIBsInspector

/// What a hostile client on the same machine can make the server do.
///
/// Each limit is tried through a real socket. The limits of time are shortened here; each test waits for the server to act (an answer,
/// a closed connection, a ping), not for a time to pass.
@MainActor
@Suite struct InspectorLimitsTests {
  let root = makeLaunchedRoot()

  private func start(_ limits: InspectorLimits = InspectorLimits()) async throws -> (
    RIBInspector, InspectorClient
  ) {
    let inspector = RIBInspector(
      root: root, title: nil, updateInterval: .milliseconds(1), limits: limits)
    return (inspector, try InspectorClient(url: try await inspector.start()))
  }

  private func head(_ client: InspectorClient) -> String {
    "GET /state.json?token=\(client.token) HTTP/1.1\r\nHost: 127.0.0.1:\(client.port)\r\n"
  }

  @Test func aRequestLineOver8KiBIsAnswered414() async throws {
    let (inspector, client) = try await start()

    func requestLine(bytes: Int) -> String {
      let start = "GET /state.json?token=\(client.token)&"
      let end = " HTTP/1.1\r\n"
      return start + String(repeating: "a", count: bytes - start.utf8.count - end.utf8.count) + end
    }
    let host = "Host: 127.0.0.1:\(client.port)\r\n\r\n"

    let huge = try await client.send(requestLine(bytes: 1 << 20) + host)
    let longest = try await client.send(requestLine(bytes: 8 * 1024) + host)
    let tooLong = try await client.send(requestLine(bytes: 8 * 1024 + 1) + host)

    #expect(huge.status == 414)
    #expect(huge.body == "The request line is too long for the inspector.\n")
    #expect(longest.status == 200)
    #expect(tooLong.status == 414)
    await inspector.stop()
  }

  @Test func headersOver16KiBOrOver100FieldsAreAnswered431() async throws {
    let (inspector, client) = try await start()

    let requestLine = "GET /state.json?token=\(client.token) HTTP/1.1\r\n"
    let host = "Host: 127.0.0.1:\(client.port)\r\n"
    /// The request with one more header line, of `bytes` with the blank line after it.
    func request(headerSection bytes: Int) -> String {
      let padding = bytes - host.utf8.count - "X: \r\n\r\n".utf8.count
      return requestLine + host + "X: \(String(repeating: "a", count: padding))\r\n\r\n"
    }

    let oneLongLine = try await client.send(request(headerSection: 1 << 20))
    let largest = try await client.send(request(headerSection: 16 * 1024))
    let tooLarge = try await client.send(request(headerSection: 16 * 1024 + 1))
    let most = try await client.send(
      requestLine + host + String(repeating: "X: a\r\n", count: 99) + "\r\n")
    let tooMany = try await client.send(
      requestLine + host + String(repeating: "X: a\r\n", count: 100) + "\r\n")

    #expect(oneLongLine.status == 431)
    #expect(largest.status == 200)
    #expect(tooLarge.status == 431)
    #expect(most.status == 200)
    #expect(tooMany.status == 431)
    #expect(tooMany.body == "The request's headers are too large or too many for the inspector.\n")
    await inspector.stop()
  }

  @Test func aRequestWhoseHeadersDoNotArriveInTimeIsClosed() async throws {
    var limits = InspectorLimits()
    limits.headerTimeout = .milliseconds(200)
    let (inspector, client) = try await start(limits)

    let answer = try await client.send(head(client))

    #expect(answer.status == 408)
    await inspector.stop()
  }

  @Test func connectionsBeyondTheLimitAreClosedAtOnce() async throws {
    var limits = InspectorLimits()
    limits.connections = 2
    let (inspector, client) = try await start(limits)
    let port = client.port

    let (kept, refused) = try await onOwnThread {
      let kept = try (0..<2).map { _ in try TestSocket(port: port) }
      for socket in kept { try socket.send("GET / HTTP/1.1\r\n") }
      let extra = try TestSocket(port: port)
      return (kept, try extra.receiveUntilClosed())
    }
    #expect(refused.isEmpty)
    kept[0].finishSending()
    _ = try await onOwnThread { try kept[0].receiveUntilClosed() }
    // A place is free again once a connection has gone.
    #expect(try await client.get("/state.json").status == 200)
    await inspector.stop()
  }

  @Test func aPageIsPingedAndClosedOnlyAfterAMinuteWithoutAFrame() async throws {
    // On NIO's testing loop, whose time moves only when the test moves it.
    let hub = InspectorHub(title: "Idle")
    let limits = InspectorLimits()
    let channel = try await NIOAsyncTestingChannel { channel in
      try channel.pipeline.syncOperations.addHandler(PageSocketHandler(hub: hub, limits: limits))
    }
    try await channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 1)).get()
    let loop = channel.testingEventLoop

    await loop.advanceTime(by: .seconds(20))
    #expect(try await nextFrame(of: channel, skippingText: true).opcode == .ping)
    await loop.advanceTime(by: .seconds(30))
    try await channel.writeInbound(WebSocketFrame(fin: true, opcode: .pong, data: ByteBuffer()))
    // A minute after connecting, but not a minute after the pong.
    await loop.advanceTime(by: .seconds(40))
    #expect(channel.isActive)
    await loop.advanceTime(by: .seconds(21))

    #expect(
      try await nextFrame(of: channel, skippingText: true, pings: true).opcode == .connectionClose)
    #expect(!channel.isActive)
    await hub.close()
  }

  /// The next frame the handler wrote, past the hub's messages and, if asked, past pings.
  private func nextFrame(
    of channel: NIOAsyncTestingChannel, skippingText: Bool, pings skipsPings: Bool = false
  ) async throws -> WebSocketFrame {
    while true {
      let frame = try await channel.waitForOutboundWrite(as: WebSocketFrame.self)
      if skippingText, frame.opcode == .text { continue }
      if skipsPings, frame.opcode == .ping { continue }
      return frame
    }
  }

  @Test func aSilentPageIsClosedWithAClosingFrame() async throws {
    var limits = InspectorLimits()
    limits.idleTimeout = .milliseconds(200)
    let (inspector, client) = try await start(limits)
    let silent = try await WebSocketTestClient(port: client.port, query: "?token=\(client.token)")

    let frames = try await onOwnThread {
      var opcodes: [UInt8] = []
      while let frame = try silent.nextFrame() { opcodes.append(frame.opcode) }
      return opcodes
    }

    // Whether the page's first state arrives before the (shortened) limit depends on how busy the
    // main actor is: the test asks only that whatever came before the end was a message or a ping.
    #expect(frames.last == 0x8)
    #expect(frames.dropLast().allSatisfy { $0 == 0x1 || $0 == 0x9 })
    await inspector.stop()
  }

  @Test func aPageThatDoesNotReadGetsTheWholeStateAgainInsteadOfAGrowingQueue() async throws {
    var limits = InspectorLimits()
    limits.pageQueueBytes = 64 * 1024
    // The page answers no ping while it does not read, which may take longer than the idle limit
    // on a slow (sanitized, loaded) machine; this test is about the queue, not about idleness.
    limits.idleTimeout = .hours(1)
    let hub = InspectorHub(title: "Queue")
    let access = InspectorAccess()
    let server = try await InspectorServer.start(port: 0, hub: hub, access: access, limits: limits)
    let page = try await WebSocketTestClient(port: server.port, query: "?token=\(access.token)")
    #expect(try await page.nextState()?.type == "hello")

    // 30 MB of updates while the page does not read: far more than the sockets' buffers and the
    // queue hold.
    let nodes = (0..<500).map { index in
      InspectedTree.Node(
        id: "\(index)", name: "Card", parent: index - 1, depth: index, isActive: true,
        router: "App.CardRouter", interactor: "App.CardInteractor", view: "App.CardViewController")
    }
    for revision in 1...300 {
      await hub.receive(
        InspectorUpdate(
          tree: InspectedTree(revision: revision, nodes: nodes), events: [], droppedEvents: 0,
          diagnostics: []))
    }
    var types: [String] = []
    var revision = 0
    while revision != 300 {
      let message = try #require(try await page.nextState())
      types.append(message.type)
      revision = message.tree?.revision ?? revision
    }

    #expect(types.contains("hello"))
    #expect(types.count < 300)
    page.close()
    await hub.close()
    await server.stop()
  }
}
