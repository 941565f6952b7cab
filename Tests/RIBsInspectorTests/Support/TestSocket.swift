import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A plain TCP connection to 127.0.0.1, as any client of the inspector would open.
///
/// It sends bytes and reads what comes back, nothing more. Blocking, so its callers run it off the main actor.
///
/// Every read gives up after `timeout` with ``Failure/timedOut``, so that a test that waits for the
/// server fails instead of hanging if the server never answers.
final class TestSocket: @unchecked Sendable {
  enum Failure: Error, Equatable {
    case cannotConnect(Int32)
    case timedOut
    case failed(Int32)
  }

  private let descriptor: Int32

  /// Connects to `port` of 127.0.0.1.
  init(port: UInt16, timeout: Duration = .seconds(15)) throws(Failure) {
    #if canImport(Glibc)
      descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      descriptor = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard descriptor >= 0 else { throw .cannotConnect(errno) }
    var limit = timeval(tv_sec: Int(timeout.components.seconds), tv_usec: 0)
    setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
    setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
    let result = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard result == 0 else {
      let error = errno
      close(descriptor)
      throw .cannotConnect(error)
    }
  }

  deinit {
    close(descriptor)
  }

  /// Sends all of `bytes`.
  func send(_ bytes: some Collection<UInt8>) throws(Failure) {
    let bytes = Array(bytes)
    var sent = 0
    while sent < bytes.count {
      let count = bytes[sent...].withUnsafeBytes { sendWithoutSignal(descriptor, $0) }
      guard count > 0 else { throw errno == EAGAIN ? .timedOut : .failed(errno) }
      sent += count
    }
  }

  func send(_ text: String) throws(Failure) {
    try send(Array(text.utf8))
  }

  /// The next bytes the server sends, up to `maximum`; empty once the server has closed.
  func receive(maximum: Int = 65_536) throws(Failure) -> [UInt8] {
    var buffer = [UInt8](repeating: 0, count: maximum)
    let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, maximum, 0) }
    if count < 0 {
      if errno == ECONNRESET { return [] }
      throw errno == EAGAIN ? .timedOut : .failed(errno)
    }
    return Array(buffer[..<count])
  }

  /// Exactly `count` bytes; fewer only if the server closes first.
  func receive(exactly count: Int) throws(Failure) -> [UInt8] {
    var bytes: [UInt8] = []
    while bytes.count < count {
      let chunk = try receive(maximum: count - bytes.count)
      if chunk.isEmpty { break }
      bytes += chunk
    }
    return bytes
  }

  /// Everything the server sends until it closes the connection.
  func receiveUntilClosed() throws(Failure) -> [UInt8] {
    var bytes: [UInt8] = []
    while true {
      let chunk = try receive()
      if chunk.isEmpty { return bytes }
      bytes += chunk
    }
  }

  /// Ends what this side sends; the server still answers.
  func finishSending() {
    shutdown(descriptor, Int32(SHUT_WR))
  }
}

/// Runs `work`, which blocks, on a thread of its own and returns its result: never on Swift's
/// cooperative threads, which the inspector (and every other test) needs meanwhile.
func onOwnThread<Value: Sendable>(
  _ work: @escaping @Sendable () throws -> Value
) async throws -> Value {
  try await withCheckedThrowingContinuation { continuation in
    Thread { continuation.resume(with: Result { try work() }) }.start()
  }
}

/// `send(2)` on `descriptor`, without SIGPIPE if the server has closed.
private func sendWithoutSignal(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int {
  send(descriptor, bytes.baseAddress, bytes.count, Int32(MSG_NOSIGNAL))
}

/// An HTTP answer, as the server wrote it.
struct TestHTTPResponse {
  var status: Int
  var headers: [String: String]
  var body: String

  /// Reads an answer that ends with the connection, as every answer of the inspector does.
  init(_ bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    let parts = text.components(separatedBy: "\r\n\r\n")
    let lines = parts[0].components(separatedBy: "\r\n")
    status = lines.first.flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") } ?? 0
    headers = Dictionary(
      lines.dropFirst().compactMap { line in
        line.firstIndex(of: ":").map {
          (
            line[..<$0].lowercased(),
            line[line.index(after: $0)...].trimmingCharacters(in: .whitespaces)
          )
        }
      }, uniquingKeysWith: { first, _ in first })
    body = parts.dropFirst().joined(separator: "\r\n\r\n")
  }
}
