/// How deep a file nests square brackets, which `ribs migrate` checks before it parses the file.
///
/// swift-syntax's parser takes time exponential in that depth (each `[` is tried as a type, then
/// as a literal), so no file that nests them deeper than ``limit`` is parsed.
enum BracketNesting {
  /// The deepest nesting parsed.
  static let limit = 16

  /// The depth of `text`'s deepest square bracket, if it is over ``limit``; brackets in line
  /// comments and one-line string literals do not count.
  ///
  /// - Parameter text: A Swift file's text.
  /// - Returns: The depth, or `nil` if the file may be parsed.
  static func excessiveDepth(of text: String) -> Int? {
    var depth = 0
    var deepest = 0
    var inString = false
    var inComment = false
    var previous: UInt8 = 0
    for byte in text.utf8 {
      defer { previous = byte == UInt8(ascii: "\\") && previous == UInt8(ascii: "\\") ? 0 : byte }
      if inComment {
        if byte == UInt8(ascii: "\n") { inComment = false }
        continue
      }
      if inString {
        if byte == UInt8(ascii: "\"") && previous != UInt8(ascii: "\\")
          || byte == UInt8(ascii: "\n")
        {
          inString = false
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""): inString = true
      case UInt8(ascii: "/") where previous == UInt8(ascii: "/"): inComment = true
      case UInt8(ascii: "["):
        depth += 1
        deepest = max(deepest, depth)
      case UInt8(ascii: "]"): depth = max(0, depth - 1)
      default: break
      }
    }
    return deepest > limit ? deepest : nil
  }

  /// The note for a file that is not parsed.
  static func note(depth: Int) -> String {
    "skipped: square brackets nest \(depth) deep here, and the Swift parser takes time "
      + "exponential in that depth (more than \(limit) is not parsed); migrate this file by hand."
  }
}
