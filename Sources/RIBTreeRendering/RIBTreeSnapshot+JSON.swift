import Foundation
import RIBs

extension RIBTreeSnapshot {
  /// The snapshot as JSON, in the flat format of its `Codable` conformance, which
  /// ``init(jsonData:)`` reads back at any depth.
  ///
  /// ```json
  /// {"nodes": [{"depth": 0, "hasView": true, "id": 1, "isActive": true, "name": "Root"}, …]}
  /// ```
  ///
  /// - Parameter prettyPrinted: Whether to break lines and indent (keys are sorted either way).
  /// - Returns: The JSON, in UTF-8.
  public func jsonData(prettyPrinted: Bool = true) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting =
      prettyPrinted ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes] : [.sortedKeys]
    // Strings, Booleans and whole numbers in a list one level deep: encoding cannot fail.
    guard let data = try? encoder.encode(self) else {
      preconditionFailure("A RIB tree snapshot could not be encoded as JSON")
    }
    return data
  }

  /// Reads a snapshot from JSON in the flat format.
  ///
  /// Keys it does not know are skipped, and `id` may be missing. Foundation's JSON reader parses
  /// the document: it refuses invalid UTF-8, lone surrogates and documents nested more than a few
  /// hundred levels, which a snapshot never is.
  ///
  /// - Parameter jsonData: The JSON, in UTF-8.
  /// - Throws: ``RIBTreeSnapshotDecodingError`` saying what is wrong and where.
  public init(jsonData: Data) throws(RIBTreeSnapshotDecodingError) {
    do {
      self = try JSONDecoder().decode(RIBTreeSnapshot.self, from: jsonData)
    } catch let error as DecodingError {
      throw RIBTreeSnapshotDecodingError(error)
    } catch {
      throw RIBTreeSnapshotDecodingError(description: "it cannot be read: \(error)")
    }
  }
}

/// Why JSON is not a RIB tree snapshot, in a phrase that names the place: `it is not valid JSON`,
/// or `'name' is missing at nodes[3]`.
public struct RIBTreeSnapshotDecodingError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The phrase.
  public var description: String

  /// Creates an error.
  ///
  /// - Parameter description: The phrase.
  public init(description: String) {
    self.description = description
  }

  init(_ error: DecodingError) {
    switch error {
    case .keyNotFound(let key, let context):
      description = "'\(key.stringValue)' is missing" + Self.place(context.codingPath)
    case .typeMismatch(let type, let context):
      description =
        "\(Self.subject(context.codingPath)) is not \(Self.kind(type))"
        + Self.place(context.codingPath.dropLast())
    case .valueNotFound(let type, let context):
      description =
        "\(Self.subject(context.codingPath)) is null, not \(Self.kind(type))"
        + Self.place(context.codingPath.dropLast())
    case .dataCorrupted(let context) where context.codingPath.isEmpty:
      description = "it is not valid JSON"
    case .dataCorrupted(let context):
      var reason = context.debugDescription
      while reason.last == "." { reason.removeLast() }
      description = reason + Self.place(context.codingPath)
    @unknown default:
      description = "it cannot be read: \(error)"
    }
  }

  /// `'name'`, or `item 3` for a position in a list.
  private static func subject(_ path: [any CodingKey]) -> String {
    guard let last = path.last else { return "the document" }
    return last.intValue.map { "item \($0)" } ?? "'\(last.stringValue)'"
  }

  /// ` at nodes[3]`, or ` at the top` for the document itself.
  private static func place(_ path: some Collection<any CodingKey>) -> String {
    guard !path.isEmpty else { return " at the top" }
    let names = path.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }
    return " at " + names.joined().drop { $0 == "." }
  }

  private static func kind(_ type: Any.Type) -> String {
    switch type {
    case is String.Type: "a string"
    case is Bool.Type: "true or false"
    case is Int.Type, is UInt.Type: "a whole number"
    case is [Any].Type: "a list"
    default: "an object"
    }
  }
}
