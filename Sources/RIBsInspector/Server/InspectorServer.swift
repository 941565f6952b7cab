import FlyingFox
import FlyingSocks
import Foundation

/// The inspector's HTTP and WebSocket server on 127.0.0.1.
///
/// It serves three addresses, each only with the token (``InspectorAccess``): `/`, the page;
/// `/state.json`, what the page starts from, for scripts; `/socket`, the WebSocket that pushes
/// updates to the page.
enum InspectorServer {
  /// Starts listening on `port` of 127.0.0.1 (a free port for 0) and returns the running server
  /// and its port, once it accepts connections.
  static func start(
    port: UInt16, hub: InspectorHub
  ) async throws(RIBInspectorError) -> (server: HTTPServer, port: UInt16) {
    let address: sockaddr_in
    do {
      address = try .inet(ip4: "127.0.0.1", port: port)
    } catch {
      throw .cannotListen(port: port, reason: "\(error)")
    }
    let server = HTTPServer(
      address: address, logger: .disabled, handler: InspectorRequestHandler(hub: hub))
    let outcome = StartOutcome()
    Task.detached {
      do {
        try await server.run()
      } catch {
        await outcome.report(.failure(error))
      }
    }
    Task.detached {
      do {
        try await server.waitUntilListening(timeout: 10)
        await outcome.report(.success(()))
      } catch {
        await outcome.report(.failure(error))
      }
    }
    do {
      try await outcome.wait()
    } catch {
      await server.stop()
      throw .cannotListen(port: port, reason: Self.reason(for: error))
    }
    guard case .ip4(_, let boundPort) = await server.listeningAddress else {
      await server.stop()
      throw .cannotListen(port: port, reason: "the server stopped as it started")
    }
    await hub.setPort(boundPort)
    return (server, boundPort)
  }

  private static func reason(for error: any Error) -> String {
    if let error = error as? SocketError, case .failed(_, let errno, let message) = error {
      return errno == EADDRINUSE ? "the port is in use" : message
    }
    return "\(error)"
  }
}

/// The outcome of starting a server, reported once, by whichever comes first: listening, or
/// failing.
private actor StartOutcome {
  private var result: Result<Void, any Error>?
  private var waiter: CheckedContinuation<Void, any Error>?

  func report(_ result: Result<Void, any Error>) {
    guard self.result == nil else { return }
    self.result = result
    waiter?.resume(with: result)
    waiter = nil
  }

  func wait() async throws {
    if let result { return try result.get() }
    try await withCheckedThrowingContinuation { waiter = $0 }
  }
}

/// Answers the inspector's requests.
private struct InspectorRequestHandler: HTTPHandler {
  let hub: InspectorHub

  func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
    if let refusal = await hub.access.refusal(of: request) {
      return .text(refusal, status: .forbidden)
    }
    switch (request.method, request.path) {
    case (.GET, "/"):
      return HTTPResponse(
        statusCode: .ok,
        headers: Self.pageHeaders(port: await hub.access.port),
        body: Data(InspectorPage.html.utf8))
    case (.GET, "/state.json"):
      return HTTPResponse(
        statusCode: .ok,
        headers: [.contentType: "application/json", .cacheControl: "no-store"],
        body: Data(await hub.hello().json().utf8))
    case (.GET, "/socket"):
      let socket = WebSocketHTTPHandler(
        handler: MessageFrameWSHandler(handler: PageConnection(hub: hub)))
      return try await socket.handleRequest(request)
    default:
      return .text(
        "The inspector has no page at \(request.path); its page is /.", status: .notFound)
    }
  }

  /// The page's headers: never cached, never sent on as a referrer (its address holds the token),
  /// and allowed to run its own script and to talk to this server only.
  private static func pageHeaders(port: UInt16) -> HTTPHeaders {
    [
      .contentType: "text/html; charset=utf-8",
      .cacheControl: "no-store",
      HTTPHeader("Referrer-Policy"): "no-referrer",
      HTTPHeader("X-Content-Type-Options"): "nosniff",
      HTTPHeader("Content-Security-Policy"):
        "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; "
        + "connect-src ws://127.0.0.1:\(port) ws://localhost:\(port); img-src data:",
    ]
  }
}

/// One page's WebSocket: the hub's messages out; nothing is read from the page.
private struct PageConnection: WSMessageHandler {
  let hub: InspectorHub

  func makeMessages(for client: AsyncStream<WSMessage>) async throws -> AsyncStream<WSMessage> {
    let (id, messages) = await hub.connect()
    Task { [hub] in
      // The page sends nothing the inspector needs; its stream ends when it goes away.
      for await _ in client {}
      await hub.disconnect(id)
    }
    return messages
  }
}

extension HTTPResponse {
  /// A plain-text answer.
  fileprivate static func text(_ text: String, status: HTTPStatusCode) -> HTTPResponse {
    HTTPResponse(
      statusCode: status,
      headers: [.contentType: "text/plain; charset=utf-8", .cacheControl: "no-store"],
      body: Data((text + "\n").utf8))
  }
}
