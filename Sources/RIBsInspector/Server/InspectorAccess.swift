import FlyingFox

/// Who may use the inspector: requests that carry its random token and address it by its loopback
/// name, so that no other user of the machine and no web site can read the app's tree.
struct InspectorAccess: Sendable {
  /// 128 random bits, as 32 hexadecimal digits.
  let token: String
  /// The port the server listens on, once known.
  var port: UInt16 = 0

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
  func refusal(of request: HTTPRequest) -> String? {
    guard let token = request.query["token"], Self.constantTimeEqual(token, self.token) else {
      return "This inspector needs the token that the app printed when the inspector started."
    }
    // A page of another site that renamed itself 127.0.0.1 (DNS rebinding) names its own host here.
    guard let host = request.headers[.host], isLoopbackAuthority(host) else {
      return "This inspector answers requests to 127.0.0.1 or localhost only."
    }
    // Browsers name the page that opens a WebSocket; only the inspector's own page may.
    if let origin = request.headers[HTTPHeader("Origin")],
      !origin.hasPrefix("http://") || !isLoopbackAuthority(String(origin.dropFirst(7)))
    {
      return "This inspector accepts connections from its own page only."
    }
    return nil
  }

  private func isLoopbackAuthority(_ authority: String) -> Bool {
    authority == "127.0.0.1:\(port)" || authority == "localhost:\(port)"
  }

  /// Compares in a time that does not depend on where the strings differ.
  private static func constantTimeEqual(_ lhs: String, _ rhs: String) -> Bool {
    let lhs = Array(lhs.utf8)
    let rhs = Array(rhs.utf8)
    guard lhs.count == rhs.count else { return false }
    var difference: UInt8 = 0
    for (left, right) in zip(lhs, rhs) { difference |= left ^ right }
    return difference == 0
  }
}
