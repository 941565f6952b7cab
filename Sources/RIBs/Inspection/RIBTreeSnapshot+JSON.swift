import Foundation

extension RIBTreeSnapshot {
  /// The snapshot as JSON, in the nested format that ``init(jsonData:)`` and `Codable` read, at
  /// any depth.
  ///
  /// Pretty-printed, keys are sorted and each level of the JSON is indented by two spaces up to
  /// 20 levels (10 levels of RIBs); the indentation stops growing there, so that a deep chain stays
  /// linear in size.
  ///
  /// - Parameter prettyPrinted: Whether to break lines and indent; otherwise the JSON is compact.
  /// - Returns: The JSON, in UTF-8.
  public func jsonData(prettyPrinted: Bool = true) -> Data {
    var writer = SnapshotJSONWriter(prettyPrinted: prettyPrinted)
    writer.write(self)
    return Data(writer.bytes)
  }

  /// Reads a snapshot from JSON in the nested format, at any depth.
  ///
  /// Keys it does not know are skipped; `id` and `children` may be missing.
  ///
  /// - Parameter jsonData: The JSON, in UTF-8.
  /// - Throws: ``RIBTreeSnapshotDecodingError`` saying what is wrong and where.
  public init(jsonData: Data) throws(RIBTreeSnapshotDecodingError) {
    var reader = SnapshotJSONReader(bytes: Array(jsonData))
    self.init(preOrderNodes: try reader.readSnapshot())
  }
}

/// Why JSON is not a RIB tree snapshot, in a phrase: `it is not valid JSON: … at line 3, column
/// 14`, or `'name' is missing at children.0`.
public struct RIBTreeSnapshotDecodingError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The phrase, which names the place in the document.
  public var description: String

  /// Creates an error.
  ///
  /// - Parameter description: The phrase.
  public init(description: String) {
    self.description = description
  }
}

/// The JSON literals, as bytes, for the writer and the reader.
private enum JSONLiteral {
  static let trueBytes = Array("true".utf8)
  static let falseBytes = Array("false".utf8)
  static let nullBytes = Array("null".utf8)
}

/// Writes the nested format from the pre-order nodes with a stack of open RIBs, not by recursion.
private struct SnapshotJSONWriter {
  static let maximumIndentation = 40
  private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: maximumIndentation)

  /// The constant parts, as bytes: in the pretty form and the compact one.
  private struct Tokens {
    let openChildren: [UInt8]
    let hasView: [UInt8]
    let id: [UInt8]
    let isActive: [UInt8]
    let name: [UInt8]

    init(prettyPrinted: Bool) {
      let separator = prettyPrinted ? " : " : ":"
      func bytes(_ key: String) -> [UInt8] { Array("\"\(key)\"\(separator)".utf8) }
      openChildren = bytes("children") + [UInt8(ascii: "[")]
      hasView = bytes("hasView")
      id = bytes("id")
      isActive = bytes("isActive")
      name = bytes("name")
    }
  }

  let prettyPrinted: Bool
  private let tokens: Tokens
  var bytes: [UInt8] = []

  init(prettyPrinted: Bool) {
    self.prettyPrinted = prettyPrinted
    tokens = Tokens(prettyPrinted: prettyPrinted)
  }

  mutating func write(_ snapshot: RIBTreeSnapshot) {
    let nodes = snapshot.nodes
    // A guess that grows geometrically if short: names and depths vary.
    bytes.reserveCapacity(nodes.count * (prettyPrinted ? 160 : 70))
    // The RIBs whose children are being written, innermost last.
    var open: [Int] = []
    for index in nodes.indices {
      while let last = open.last, index >= last + nodes[last].subtreeSize {
        close(nodes[last], level: open.count - 1)
        open.removeLast()
      }
      if let last = open.last, index > last + 1 { bytes.append(UInt8(ascii: ",")) }
      newline(level: 2 * open.count)
      bytes.append(UInt8(ascii: "{"))
      newline(level: 2 * open.count + 1)
      bytes.append(contentsOf: tokens.openChildren)
      open.append(index)
    }
    while let last = open.popLast() {
      close(nodes[last], level: open.count)
    }
    if prettyPrinted { bytes.append(UInt8(ascii: "\n")) }
  }

  /// Ends the children array of `node`, then writes its other keys and closes it.
  private mutating func close(_ node: RIBTreeSnapshot.Node, level: Int) {
    if node.subtreeSize > 1 { newline(level: 2 * level + 1) }
    bytes.append(UInt8(ascii: "]"))
    field(tokens.hasView, level: level)
    boolean(node.hasView)
    if let id = node.id {
      field(tokens.id, level: level)
      bytes.append(contentsOf: String(id).utf8)
    }
    field(tokens.isActive, level: level)
    boolean(node.isActive)
    field(tokens.name, level: level)
    string(node.name)
    newline(level: 2 * level)
    bytes.append(UInt8(ascii: "}"))
  }

  private mutating func field(_ key: [UInt8], level: Int) {
    bytes.append(UInt8(ascii: ","))
    newline(level: 2 * level + 1)
    bytes.append(contentsOf: key)
  }

  private mutating func boolean(_ value: Bool) {
    bytes.append(contentsOf: value ? JSONLiteral.trueBytes : JSONLiteral.falseBytes)
  }

  private static let escapedControlPrefix = Array("\\u00".utf8)
  private static let hexDigits = Array("0123456789abcdef".utf8)

  private mutating func newline(level: Int) {
    guard prettyPrinted, !bytes.isEmpty else { return }
    bytes.append(UInt8(ascii: "\n"))
    bytes.append(contentsOf: Self.spaces[..<min(2 * level, Self.maximumIndentation)])
  }

  private mutating func string(_ text: String) {
    bytes.append(UInt8(ascii: "\""))
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"):
        bytes.append(UInt8(ascii: "\\"))
        bytes.append(byte)
      case 0..<0x20:
        bytes.append(contentsOf: Self.escapedControlPrefix)
        bytes.append(Self.hexDigits[Int(byte >> 4)])
        bytes.append(Self.hexDigits[Int(byte & 0xF)])
      default:
        bytes.append(byte)
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }
}

/// Reads the nested format into pre-order nodes with a stack of open objects and arrays, not by
/// recursion.
private struct SnapshotJSONReader {
  typealias Failure = RIBTreeSnapshotDecodingError

  /// What the reader is inside of.
  private enum Frame {
    /// A RIB's object: which node, whether a key was read, which of the snapshot's keys were seen.
    case object(node: Int, hasKeys: Bool, seen: Keys)
    /// A RIB's children array: the parent's node and how many children were read.
    case children(parent: Int, count: Int)
  }

  /// The keys of a RIB's object, as bits.
  private struct Keys: OptionSet {
    let rawValue: UInt8
    static let name = Keys(rawValue: 1)
    static let isActive = Keys(rawValue: 2)
    static let hasView = Keys(rawValue: 4)
    static let id = Keys(rawValue: 8)
    static let children = Keys(rawValue: 16)
    static let required: [(Keys, String)] = [
      (.name, "name"), (.isActive, "isActive"), (.hasView, "hasView"),
    ]

    init(rawValue: UInt8) { self.rawValue = rawValue }

    init(key: String) {
      switch key {
      case "name": self = .name
      case "isActive": self = .isActive
      case "hasView": self = .hasView
      case "id": self = .id
      case "children": self = .children
      default: self = []
      }
    }
  }

  private static let escapedUnicode = Array("\\u".utf8)

  let bytes: [UInt8]
  private var position = 0

  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  mutating func readSnapshot() throws(Failure) -> [RIBTreeSnapshot.Node] {
    var nodes: [RIBTreeSnapshot.Node] = []
    var stack: [Frame] = []
    skipWhitespace()
    try expect("{", "the document to start with '{'")
    nodes.append(Self.emptyNode(depth: 0, parent: nil))
    stack.append(.object(node: 0, hasKeys: false, seen: []))
    while let frame = stack.popLast() {
      skipWhitespace()
      switch frame {
      case .object(let node, let hasKeys, var seen):
        if peek() == UInt8(ascii: "}") {
          position += 1
          for (required, name) in Keys.required where !seen.contains(required) {
            throw failure("'\(name)' is missing", at: stack)
          }
          continue
        }
        if hasKeys { try expect(",", "',' or '}'") }
        skipWhitespace()
        let key = try readString()
        skipWhitespace()
        try expect(":", "':' after a key")
        skipWhitespace()
        let known = Keys(key: key)
        guard known.isEmpty || !seen.contains(known) else {
          throw failure("'\(key)' appears twice", at: stack + [frame])
        }
        seen.formUnion(known)
        stack.append(.object(node: node, hasKeys: true, seen: seen))
        switch key {
        case "name":
          guard peek() == UInt8(ascii: "\"") else {
            throw failure("'name' is not a string", at: stack)
          }
          nodes[node].name = try readString()
        case "isActive", "hasView":
          guard let value = readBool() else {
            throw failure("'\(key)' is not true or false", at: stack)
          }
          if key == "isActive" { nodes[node].isActive = value } else { nodes[node].hasView = value }
        case "id":
          guard let id = readUnsigned() else {
            throw failure("'id' is not a whole number from 0", at: stack)
          }
          nodes[node].id = id
        case "children":
          guard peek() == UInt8(ascii: "[") else {
            throw failure("'children' is not an array", at: stack)
          }
          position += 1
          stack.append(.children(parent: node, count: 0))
        default:
          try skipValue()
        }
      case .children(let parent, let count):
        if peek() == UInt8(ascii: "]") {
          position += 1
          continue
        }
        if count > 0 {
          try expect(",", "',' or ']'")
          skipWhitespace()
        }
        stack.append(.children(parent: parent, count: count + 1))
        guard peek() == UInt8(ascii: "{") else {
          throw failure("a child is not an object", at: stack)
        }
        position += 1
        nodes.append(Self.emptyNode(depth: nodes[parent].depth + 1, parent: parent))
        stack.append(.object(node: nodes.count - 1, hasKeys: false, seen: []))
      }
    }
    skipWhitespace()
    guard position == bytes.count else { throw invalid("nothing after the snapshot's '}'") }
    return nodes
  }

  private static func emptyNode(depth: Int, parent: Int?) -> RIBTreeSnapshot.Node {
    RIBTreeSnapshot.Node(
      name: "", isActive: false, hasView: false, id: nil, depth: depth, parent: parent,
      subtreeSize: 1)
  }

  // MARK: Values

  private func peek() -> UInt8? {
    position < bytes.count ? bytes[position] : nil
  }

  private mutating func skipWhitespace() {
    position = bytes.withUnsafeBufferPointer { buffer in
      var index = position
      while index < buffer.count {
        switch buffer[index] {
        case 0x20, 0x0A, 0x0D, 0x09: index += 1
        default: return index
        }
      }
      return index
    }
  }

  private mutating func expect(_ character: Character, _ what: String) throws(Failure) {
    guard let ascii = character.asciiValue, peek() == ascii else {
      throw invalid("expected \(what)")
    }
    position += 1
  }

  private mutating func readLiteral(_ utf8: [UInt8]) -> Bool {
    guard position + utf8.count <= bytes.count,
      bytes[position..<(position + utf8.count)].elementsEqual(utf8)
    else { return false }
    position += utf8.count
    return true
  }

  private mutating func readBool() -> Bool? {
    if readLiteral(JSONLiteral.trueBytes) { return true }
    if readLiteral(JSONLiteral.falseBytes) { return false }
    return nil
  }

  private mutating func readUnsigned() -> UInt? {
    let start = position
    while let byte = peek(), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
      position += 1
    }
    guard position > start, peek().map({ !Self.continuesNumber($0) }) ?? true else {
      position = start
      return nil
    }
    return UInt(String(decoding: bytes[start..<position], as: UTF8.self))
  }

  private static func continuesNumber(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
      || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
  }

  private mutating func readString() throws(Failure) -> String {
    try expect("\"", "a string")
    // Most strings have no escape: find the end, and decode the bytes at once.
    var end = position
    while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\"),
      bytes[end] >= 0x20
    {
      end += 1
    }
    if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
      defer { position = end + 1 }
      return String(decoding: bytes[position..<end], as: UTF8.self)
    }
    var scalars = String.UnicodeScalarView()
    var start = position
    while true {
      guard let byte = peek() else { throw invalid("a string does not end") }
      switch byte {
      case UInt8(ascii: "\""):
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        position += 1
        return String(scalars) + text
      case UInt8(ascii: "\\"):
        scalars.append(
          contentsOf: String(decoding: bytes[start..<position], as: UTF8.self).unicodeScalars)
        position += 1
        scalars.append(try readEscape())
        start = position
      case 0..<0x20:
        throw invalid("a control character in a string")
      default:
        position += 1
      }
    }
  }

  private mutating func readEscape() throws(Failure) -> Unicode.Scalar {
    guard let byte = peek() else { throw invalid("a string does not end") }
    position += 1
    switch byte {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{8}"
    case UInt8(ascii: "f"): return "\u{C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let high = try readHex4()
      guard (0xD800..<0xDC00).contains(high) else {
        return Unicode.Scalar(high) ?? "\u{FFFD}"
      }
      guard readLiteral(Self.escapedUnicode) else { return "\u{FFFD}" }
      let low = try readHex4()
      let value = 0x10000 + ((high - 0xD800) << 10) + (low &- 0xDC00)
      return (0xDC00..<0xE000).contains(low) ? Unicode.Scalar(value) ?? "\u{FFFD}" : "\u{FFFD}"
    default:
      throw invalid("an unknown escape in a string")
    }
  }

  private mutating func readHex4() throws(Failure) -> UInt32 {
    guard position + 4 <= bytes.count,
      let value = UInt32(
        String(decoding: bytes[position..<(position + 4)], as: UTF8.self), radix: 16)
    else { throw invalid("four hexadecimal digits after \\u") }
    position += 4
    return value
  }

  /// Skips a value of a key the snapshot does not have, however nested, without recursion.
  private mutating func skipValue() throws(Failure) {
    var depth = 0
    repeat {
      skipWhitespace()
      guard let byte = peek() else { throw invalid("the document ends inside a value") }
      switch byte {
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        depth += 1
        position += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        guard depth > 0 else { throw invalid("a value") }
        depth -= 1
        position += 1
      case UInt8(ascii: ","), UInt8(ascii: ":"):
        guard depth > 0 else { throw invalid("a value") }
        position += 1
      case UInt8(ascii: "\""):
        _ = try readString()
      default:
        guard
          readLiteral(JSONLiteral.trueBytes) || readLiteral(JSONLiteral.falseBytes)
            || readLiteral(JSONLiteral.nullBytes) || readNumber()
        else { throw invalid("a value") }
      }
    } while depth > 0
  }

  private mutating func readNumber() -> Bool {
    let start = position
    while let byte = peek(),
      (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || Self.continuesNumber(byte)
    {
      position += 1
    }
    return position > start
  }

  // MARK: Failures

  private func invalid(_ what: String) -> Failure {
    var line = 1
    var column = 1
    for byte in bytes[..<min(position, bytes.count)] {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }
    return Failure(description: "it is not valid JSON: \(what) at line \(line), column \(column)")
  }

  /// A failure of the snapshot's shape, at the RIB the stack is in: `children.0.children.2`.
  private func failure(_ what: String, at stack: [Frame]) -> Failure {
    var path: [String] = []
    for frame in stack {
      if case .children(_, let count) = frame { path.append("children.\(count - 1)") }
    }
    let place: String
    switch path.count {
    case 0: place = "the root"
    case ...6: place = path.joined(separator: ".")
    default: place = "depth \(path.count) (….\(path.suffix(3).joined(separator: ".")))"
    }
    return Failure(description: "\(what) at \(place)")
  }
}
