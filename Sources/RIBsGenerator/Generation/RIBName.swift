/// The name of a RIB: an upper-camel-case Swift type name, such as `LoggedIn`.
public struct RIBName: Sendable, Hashable, CustomStringConvertible {
  /// The name as typed, such as `LoggedIn`.
  public let value: String

  /// Validates `name` as a RIB name.
  ///
  /// - Parameter name: The name, such as `LoggedIn`.
  /// - Throws: ``GeneratorError/invalidName(_:reason:)`` with the reason.
  public init(validating name: String) throws(GeneratorError) {
    guard let first = name.unicodeScalars.first else {
      throw .invalidName(name, reason: "it is empty")
    }
    guard ("A"..."Z").contains(first) else {
      throw .invalidName(name, reason: "a type name starts with an upper-case letter (A-Z)")
    }
    guard
      name.unicodeScalars.allSatisfy({
        $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))
      })
    else {
      throw .invalidName(name, reason: "use letters and digits only (A-Z, a-z, 0-9)")
    }
    for suffix in ["Builder", "Router", "Interactor", "ViewController", "Component"]
    where name.hasSuffix(suffix) && name != suffix {
      throw .invalidName(
        name, reason: "leave out the \(suffix) suffix; the files are named after the RIB")
    }
    guard name.utf8.count <= Self.maximumLength else {
      throw .invalidName(
        String(name.prefix(20)) + "…",
        reason: "it is \(name.utf8.count) characters long; the files are named after it, "
          + "so keep it to \(Self.maximumLength)")
    }
    guard !["Self", "Any", "Type", "Protocol"].contains(name) else {
      throw .invalidName(name, reason: "it is reserved by Swift")
    }
    value = name
  }

  /// A name of the generator's own, valid by construction, such as the stand-ins of the Xcode
  /// templates.
  init(known value: String) {
    self.value = value
  }

  /// The longest name accepted: a file named after a RIB and its parent
  /// (`<Parent>Component+<Name>.swift`) stays within the 255 bytes file systems allow.
  public static let maximumLength = 100

  /// The name with a lower-case first letter, for properties: `loggedIn`.
  public var lowerCamelCase: String {
    value.prefix(1).lowercased() + value.dropFirst()
  }

  public var description: String { value }
}
