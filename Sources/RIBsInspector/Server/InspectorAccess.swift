import NIOHTTP1

/// Who may use the inspector: requests that carry its random token and address it by its loopback
/// name, so that no other user of the machine and no web site can read the app's tree.
struct InspectorAccess: Sendable {
  /// 128 random bits, as 32 hexadecimal digits.
  let token: String

  init(token: String = Self.makeToken()) {
    self.token = token
  }

  static func makeToken() -> String {
    var generator = SystemRandomNumberGenerator()
    return (0..<4).map { _ in
      let word = String(generator.next() as UInt32, radix: 16)
      return String(repeating: "0", count: 8 - word.count) + word
    }.joined()
  }

  /// Why `request` is refused, or `nil` if it may proceed.
  ///
  /// The token is checked first, in a time that depends on its length only; the request's head is
  /// already bounded (``RequestHeadGuard``), so no check here grows with what a client sends.
  ///
  /// - Parameters:
  ///   - request: The request's line and headers.
  ///   - port: The port the server listens on.
  /// - Returns: A sentence for the client, or `nil`.
  func refusal(of request: HTTPRequestHead, port: Int) -> String? {
    guard let token = Self.token(in: request.uri), Self.constantTimeEqual(token, self.token) else {
      return "This inspector needs the token that the app printed when the inspector started."
    }
    // A page of another site that renamed itself 127.0.0.1 (DNS rebinding) names its own host here.
    let hosts = request.headers["host"]
    guard hosts.count == 1, Self.isLoopbackAuthority(hosts[0], port: port) else {
      return "This inspector answers requests to 127.0.0.1 or localhost only."
    }
    // Browsers name the page that opens a WebSocket; only the inspector's own page may.
    let origins = request.headers["origin"]
    if origins.count > 1
      || origins.first.map({
        !$0.hasPrefix("http://") || !Self.isLoopbackAuthority(String($0.dropFirst(7)), port: port)
      })
        == true
    {
      return "This inspector accepts connections from its own page only."
    }
    return nil
  }

  /// The path of `uri`, without its query.
  static func path(of uri: String) -> Substring {
    uri.prefix { $0 != "?" }
  }

  /// The value of the `token` parameter of `uri`'s query, if it has exactly one.
  private static func token(in uri: String) -> Substring? {
    guard let query = uri.split(separator: "?", maxSplits: 1).dropFirst().first else { return nil }
    let values = query.split(separator: "&").compactMap { parameter -> Substring? in
      parameter.hasPrefix("token=") ? parameter.dropFirst(6) : nil
    }
    return values.count == 1 ? values[0] : nil
  }

  private static func isLoopbackAuthority(_ authority: String, port: Int) -> Bool {
    authority == "127.0.0.1:\(port)" || authority == "localhost:\(port)"
  }

  /// Compares in a time that does not depend on where the strings differ.
  private static func constantTimeEqual(_ lhs: Substring, _ rhs: String) -> Bool {
    let lhs = Array(lhs.utf8)
    let rhs = Array(rhs.utf8)
    guard lhs.count == rhs.count else { return false }
    var difference: UInt8 = 0
    for (left, right) in zip(lhs, rhs) { difference |= left ^ right }
    return difference == 0
  }
}
