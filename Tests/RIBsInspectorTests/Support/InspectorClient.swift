import FlyingFox
import FlyingSocks
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
    let allHeaders = HTTPHeaders([.host: host ?? "127.0.0.1:\(port)"])
    let request = HTTPRequest(
      method: .GET, version: .http11, path: path,
      query: token.map { [.init(name: "token", value: $0)] } ?? [], headers: allHeaders,
      body: HTTPBodySequence(data: Data()))
    var client = HTTPClient()
    let response = try await client.sendHTTPRequest(
      request, to: try sockaddr_in.inet(ip4: "127.0.0.1", port: port))
    let body = try await response.bodyData
    return (Int(response.statusCode.code), String(decoding: body, as: UTF8.self))
  }

  /// What `/state.json` says: the tree, the recent events and diagnostics.
  func state() async throws -> InspectorState {
    let (status, body) = try await get("/state.json")
    #expect(status == 200)
    return try JSONDecoder().decode(InspectorState.self, from: Data(body.utf8))
  }

  /// Waits until `/state.json` satisfies `condition`, and returns that state.
  func state(
    within limit: Duration = .seconds(10), where condition: (InspectorState) -> Bool
  ) async throws -> InspectorState {
    let deadline = ContinuousClock.now + limit
    while true {
      let state = try await state()
      if condition(state) || ContinuousClock.now > deadline { return state }
      try await Task.sleep(for: .milliseconds(20))
    }
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

  var type: String
  var title: String?
  var tree: Tree?
  var events: [Event]
  var droppedEvents: Int
  var diagnostics: [Diagnostic]

  var names: [String] { tree?.nodes.map(\.name) ?? [] }
  var eventLines: [String] {
    events.map { "\($0.kind) \($0.rib.name)" }
  }
}
