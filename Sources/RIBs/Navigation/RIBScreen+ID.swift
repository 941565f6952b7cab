extension RIBScreen {
  /// The identity of a screen: a 64-bit number, written as 16 hexadecimal digits.
  ///
  /// A model draws a new one at random for each screen it shows, so identities are unique in
  /// practice, across launches too: an identity a ``RIBNavigationState`` saved and restores meets
  /// none of the new launch's but by a 1-in-2⁶⁴ chance per pair.
  public struct ID: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The number.
    public let rawValue: UInt64

    /// Creates the identity `rawValue`.
    ///
    /// - Parameter rawValue: The number.
    public init(rawValue: UInt64) {
      self.rawValue = rawValue
    }

    /// A new identity, drawn at random.
    init() {
      rawValue = .random(in: .min ... .max)
    }

    /// The identity of a screen shown outside any model: its router's.
    init(_ router: any Routing) {
      rawValue = UInt64(UInt(bitPattern: ObjectIdentifier(router)))
    }

    /// The 16 hexadecimal digits.
    public var description: String {
      let digits = String(rawValue, radix: 16)
      return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// Reads the identity from its 16 hexadecimal digits.
    ///
    /// - Throws: `DecodingError.dataCorrupted` if the string is not 1 to 16 hexadecimal digits.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      let digits = try container.decode(String.self)
      guard digits.utf8.count <= 16, let rawValue = UInt64(digits, radix: 16) else {
        throw DecodingError.dataCorruptedError(
          in: container,
          debugDescription:
            "a screen's identity is 16 hexadecimal digits, not \(digits.debugDescription)")
      }
      self.rawValue = rawValue
    }

    /// Writes the 16 hexadecimal digits.
    ///
    /// - Parameter encoder: The encoder.
    /// - Throws: The encoder's error.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode(description)
    }
  }
}

extension RIBScreen.ID {
  /// The identity the next screen shown for ``restoring`` route takes: the one saved with it.
  @MainActor private static var restoring: (id: RIBScreen.ID, route: AnyHashable)?

  /// Runs `body`, in which the first screen a model shows for `route` takes the identity `id`:
  /// how ``RIBNavigationState`` gives back a restored screen the identity it was saved with.
  ///
  /// - Parameters:
  ///   - id: The saved identity, if one was saved.
  ///   - route: The route being restored.
  ///   - body: Asks the router to show the route.
  @MainActor
  static func restoring(_ id: RIBScreen.ID?, for route: some RIBRoute, _ body: () -> Void) {
    guard let id else { return body() }
    restoring = (id, AnyHashable(route))
    defer { restoring = nil }
    body()
  }

  /// The identity of a screen a model starts showing now for `route`: the one a
  /// ``RIBNavigationState`` is restoring for it, or a new one.
  ///
  /// - Parameter route: The route the screen is shown for, if any.
  /// - Returns: Its identity.
  @MainActor
  public static func forScreen(showing route: (any RIBRoute)?) -> RIBScreen.ID {
    restored(for: route) ?? RIBScreen.ID()
  }

  /// The identity being restored for `route`, once: the next screen shown for it takes a new one.
  ///
  /// - Parameter route: The route a screen is shown for, if any.
  /// - Returns: The saved identity, or `nil` if `route` is not being restored.
  @MainActor
  static func restored(for route: (any RIBRoute)?) -> RIBScreen.ID? {
    guard let pending = restoring, let route, AnyHashable(route) == pending.route else {
      return nil
    }
    restoring = nil
    return pending.id
  }
}
