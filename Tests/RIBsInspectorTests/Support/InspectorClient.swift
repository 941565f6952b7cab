import Foundation
import Testing

/// Talks to a running inspector as a browser would: plain HTTP requests, and the page's WebSocket.
struct InspectorClient {
  let port: UInt16
  let token: String

  init(url: URL) throws {
    port = try #require(url.port.flatMap { UInt16(exactly: $0) })
    token = try #require(
      URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.first {
        $0.name == "token"
      }?.value)
  }

  /// The answer to `GET path` with the inspector's token.
  func get(_ path: String) async throws -> (status: Int, body: String) {
    try await get(path, token: token)
  }

  /// The answer to `GET path` with `token` (none if `nil`), to the host named `host`.
  func get(
    _ path: String, token: String?, host: String? = nil
  ) async throws -> (status: Int, body: String) {
    let query = token.map { "?token=\($0)" } ?? ""
    let response = try await send(
      "GET \(path)\(query) HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\n\r\n")
    return (response.status, response.body)
  }

  /// Sends `request` as it is, and reads the answer until the server closes the connection.
  func send(_ request: String) async throws -> TestHTTPResponse {
    try await onOwnThread { [port] in
      let socket = try TestSocket(port: port)
      try socket.send(request)
      return TestHTTPResponse(try socket.receiveUntilClosed())
    }
  }

  /// What `/state.json` says: the tree, the recent events and diagnostics.
  func state() async throws -> InspectorState {
    let (status, body) = try await get("/state.json")
    #expect(status == 200)
    return try JSONDecoder().decode(InspectorState.self, from: Data(body.utf8))
  }

  /// Listens as the page does until what it has been sent satisfies `condition`, and returns it.
  ///
  /// What it returns is the latest tree, with every event and diagnostic since it connected.
  ///
  /// - Parameters:
  ///   - limit: How long to wait for each message before giving up.
  ///   - condition: What the state must satisfy.
  /// - Returns: The first state that satisfies `condition`.
  /// - Throws: When the inspector closes the page or does not answer within `limit`.
  func state(
    within limit: Duration = .seconds(15), where condition: (InspectorState) -> Bool
  ) async throws -> InspectorState {
    let socket = try await WebSocketTestClient(port: port, query: "?token=\(token)", timeout: limit)
    defer { socket.close() }
    try #require(socket.status == 101)
    var state = try #require(try await socket.nextState())
    while !condition(state) {
      let update = try #require(try await socket.nextState())
      state.tree = update.tree ?? state.tree
      state.events += update.events
      state.diagnostics += update.diagnostics
    }
    return state
  }
}

/// The inspector's JSON, as the page reads it.
struct InspectorState: Decodable {
  struct Node: Decodable {
    var id: String
    var name: String
    var parent: Int
    var depth: Int
    var isActive: Bool
    var router: String
    var interactor: String
    var view: String?
    var values: [Value]?
    var place: String?
    var dependencies: Dependencies?
  }

  struct Value: Decodable {
    var label: String
    var value: String
  }

  struct Dependencies: Decodable, Equatable {
    var needs: [String]
    var provides: [String]
  }

  struct Tree: Decodable {
    var revision: Int
    var nodes: [Node]
  }

  struct Identity: Decodable {
    var name: String
    var id: String
  }

  struct Event: Decodable {
    var sequence: Int
    var kind: String
    var rib: Identity
    var parent: Identity?
    var time: Double
  }

  struct Diagnostic: Decodable {
    var kind: String
    var severity: String
    var message: String
  }

  struct History: Decodable {
    var start: Int
    var startTime: Double?
    var last: Int
    var limit: Int
  }

  var type: String
  var title: String?
  var tree: Tree?
  var events: [Event]
  var droppedEvents: Int
  var diagnostics: [Diagnostic]
  var history: History?
  var moment: Int?
  var error: String?

  var names: [String] { tree?.nodes.map(\.name) ?? [] }
  var eventLines: [String] {
    events.map { "\($0.kind) \($0.rib.name)" }
  }
}
