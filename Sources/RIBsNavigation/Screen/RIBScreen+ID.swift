extension RIBScreen {
  /// The identity of a screen, or of a dialog, as its model shows it: a number, written as 16
  /// hexadecimal digits.
  ///
  /// The models a router hosts number what they show, 1, 2, 3 and so on, and never use a number
  /// twice in the router's life: two showings of one route are two screens, and a write a view
  /// makes for a screen that is gone names no screen shown. A ``RIBNavigationState`` saves each
  /// screen's identity, and the screen restored for it takes it back; the models then number past
  /// it. The numbers are the same from one run to the next, so saved state is too.
  public struct ID: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The number.
    public let rawValue: UInt64

    /// Creates the identity `rawValue`.
    ///
    /// - Parameter rawValue: The number.
    public init(rawValue: UInt64) {
      self.rawValue = rawValue
    }

    /// The 16 hexadecimal digits.
    public var description: String {
      let digits = String(rawValue, radix: 16)
      return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// Reads the identity from its 16 hexadecimal digits.
    ///
    /// - Parameter decoder: The decoder.
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
