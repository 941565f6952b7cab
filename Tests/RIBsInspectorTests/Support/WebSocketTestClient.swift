import FlyingSocks
import Foundation

/// A minimal WebSocket client for the tests: the opening handshake, then the server's text
/// messages (the server's frames are not masked; fragments are joined).
struct WebSocketTestClient {
  private let socket: AsyncSocket

  /// The server's answer to the handshake: its status code (101 when it accepts).
  let status: Int
  /// The body of a refusal.
  let refusal: String

  /// Opens `/socket` of the inspector on `port`, with `query` and an `Origin` header if given.
  init(port: UInt16, query: String, origin: String? = nil) async throws {
    socket = try await AsyncSocket.connected(to: try sockaddr_in.inet(ip4: "127.0.0.1", port: port))
    var request = "GET /socket\(query) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n"
    request += "Upgrade: websocket\r\nConnection: Upgrade\r\n"
    request += "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
    if let origin { request += "Origin: \(origin)\r\n" }
    try await socket.write(Data((request + "\r\n").utf8))
    var head: [UInt8] = []
    while !head.ends(with: Array("\r\n\r\n".utf8)) { head.append(try await socket.read()) }
    let text = String(decoding: head, as: UTF8.self)
    status = Int(text.split(separator: " ")[1]) ?? 0
    let length =
      text.split(separator: "\r\n").first { $0.lowercased().hasPrefix("content-length:") }
      .flatMap { Int($0.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) } ?? 0
    refusal =
      status == 101 || length == 0
      ? "" : String(decoding: try await socket.read(bytes: length), as: UTF8.self)
  }

  /// The next text message; `nil` when the server closes the connection, with a close frame or
  /// without.
  func nextText() async throws -> String? {
    do {
      return try await readText()
    } catch SocketError.disconnected {
      return nil
    }
  }

  private func readText() async throws -> String? {
    var message: [UInt8] = []
    while true {
      let first = try await socket.read()
      let opcode = first & 0x0F
      var length = UInt64(try await socket.read() & 0x7F)
      if length == 126 {
        length = try await socket.read(bytes: 2).reduce(0) { $0 << 8 | UInt64($1) }
      } else if length == 127 {
        length = try await socket.read(bytes: 8).reduce(0) { $0 << 8 | UInt64($1) }
      }
      let payload = length == 0 ? [] : try await socket.read(bytes: Int(length))
      if opcode == 0x8 { return nil }
      if opcode == 0x1 || opcode == 0x0 { message += payload }
      if first & 0x80 != 0 && (opcode == 0x1 || opcode == 0x0) {
        return String(decoding: message, as: UTF8.self)
      }
    }
  }

  func close() {
    try? socket.close()
  }
}

extension Array where Element == UInt8 {
  fileprivate func ends(with suffix: [UInt8]) -> Bool {
    count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
  }
}
