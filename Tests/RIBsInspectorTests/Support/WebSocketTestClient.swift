import Foundation

/// A minimal WebSocket client for the tests: the opening handshake, then the server's text
/// messages (the server's frames are not masked; fragments are joined), and pongs and closing
/// frames when asked.
struct WebSocketTestClient {
  let socket: TestSocket

  /// The server's answer to the handshake: its status code (101 when it accepts).
  let status: Int
  /// The body of a refusal.
  let refusal: String

  /// Opens `/socket` of the inspector on `port`, with `query` and an `Origin` header if given.
  init(port: UInt16, query: String, origin: String? = nil, timeout: Duration = .seconds(15))
    async throws
  {
    (socket, status, refusal) = try await onOwnThread {
      try Self.open(port: port, query: query, origin: origin, timeout: timeout)
    }
  }

  private static func open(
    port: UInt16, query: String, origin: String?, timeout: Duration
  ) throws -> (TestSocket, Int, String) {
    let socket = try TestSocket(port: port, timeout: timeout)
    var request = "GET /socket\(query) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n"
    request += "Upgrade: websocket\r\nConnection: Upgrade\r\n"
    request += "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
    if let origin { request += "Origin: \(origin)\r\n" }
    try socket.send(request + "\r\n")
    var head: [UInt8] = []
    while !head.ends(with: Array("\r\n\r\n".utf8)) {
      let byte = try socket.receive(exactly: 1)
      guard !byte.isEmpty else { break }
      head += byte
    }
    let response = TestHTTPResponse(head)
    let length = response.headers["content-length"].flatMap { Int($0) } ?? 0
    let refusal =
      response.status == 101 || length == 0
      ? "" : String(decoding: try socket.receive(exactly: length), as: UTF8.self)
    return (socket, response.status, refusal)
  }

  /// The next text message; `nil` when the server closes the connection.
  ///
  /// The server may close with a closing frame or without. Pings are answered on the way.
  func nextText() async throws -> String? {
    try await onOwnThread { try readText() }
  }

  private func readText() throws -> String? {
    var message: [UInt8] = []
    while let frame = try nextFrame() {
      switch frame.opcode {
      case 0x8:
        return nil
      case 0x9:
        do {
          try send(opcode: 0xA, payload: frame.payload)
        } catch TestSocket.Failure.failed(let code) where code == EPIPE || code == ECONNRESET {
          // A server that is closing has gone before the pong: the next read finds the end, as a
          // browser's would.
        }
      case 0x0, 0x1:
        message += frame.payload
        if frame.isFinal { return String(decoding: message, as: UTF8.self) }
      default:
        break
      }
    }
    return nil
  }

  /// The next message, decoded as the page decodes it.
  func nextState() async throws -> InspectorState? {
    guard let text = try await nextText() else { return nil }
    return try JSONDecoder().decode(InspectorState.self, from: Data(text.utf8))
  }

  /// The next frame as it arrives, pings and closing frames included; `nil` once the server has
  /// closed the connection, also in the middle of a frame (a cut frame is not a message).
  func nextFrame() throws -> (opcode: UInt8, isFinal: Bool, payload: [UInt8])? {
    let header = try socket.receive(exactly: 2)
    guard header.count == 2 else { return nil }
    var length = UInt64(header[1] & 0x7F)
    if length >= 126 {
      let size = length == 126 ? 2 : 8
      let bytes = try socket.receive(exactly: size)
      guard bytes.count == size else { return nil }
      length = bytes.reduce(0) { $0 << 8 | UInt64($1) }
    }
    let payload = length == 0 ? [] : try socket.receive(exactly: Int(length))
    guard payload.count == Int(length) else { return nil }
    return (header[0] & 0x0F, header[0] & 0x80 != 0, payload)
  }

  /// Sends `request` as a text frame and returns the next answer to a request (a `moment` or an
  /// `error`), past the updates that come before it.
  func ask(_ request: String) async throws -> InspectorState? {
    try send(opcode: 0x1, payload: Array(request.utf8))
    return try await nextAnswer()
  }

  /// The next answer to a request (a `moment` or an `error`), past the updates before it.
  func nextAnswer() async throws -> InspectorState? {
    while let message = try await nextState() {
      if message.type == "moment" || message.type == "error" { return message }
    }
    return nil
  }

  /// Sends a frame, masked as a client's frames are; `isFinal` false sends a first fragment.
  func send(opcode: UInt8, payload: [UInt8] = [], isFinal: Bool = true) throws {
    let mask: [UInt8] = [0x12, 0x34, 0x56, 0x78]
    var frame: [UInt8] = [(isFinal ? 0x80 : 0) | opcode]
    if payload.count < 126 {
      frame.append(0x80 | UInt8(payload.count))
    } else {
      frame.append(0x80 | 126)
      frame += [UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
    }
    frame += mask
    frame += payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
    try socket.send(frame)
  }

  func close() {
    socket.finishSending()
  }
}

extension Array where Element == UInt8 {
  fileprivate func ends(with suffix: [UInt8]) -> Bool {
    count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
  }
}
