/// Splits Swift source into ``SwiftToken``s: words, symbols and literals, without comments.
///
/// It reads any text without trapping, in one pass and without recursion: comments nest, strings
/// may be multi-line or raw (`#"…"#`) and hold interpolations that hold strings, to any depth; an
/// unterminated comment or string ends at the end of the text. Regular expression literals are
/// read where one may start (after `(`, `,`, `=`, `:`, `[`, `{` or `return`) and end on their line.
package enum SwiftTokenizer {
  /// The tokens of `source`.
  package static func tokens(of source: String) -> [SwiftToken] {
    var reader = Reader(bytes: Array(source.utf8), recordsOffsets: false)
    return reader.readAll()
  }

  /// The tokens of `source`, and where each is in it, for editing it: the UTF-8 offsets of each
  /// token, a literal's quotes and a word's backticks included.
  ///
  /// The scanner does without the offsets, which would cost it memory on every token.
  package static func tokensAndOffsets(
    of source: String
  ) -> (tokens: [SwiftToken], offsets: [Range<Int>]) {
    var reader = Reader(bytes: Array(source.utf8), recordsOffsets: true)
    let tokens = reader.readAll()
    return (tokens, reader.offsets)
  }

  private struct Reader {
    let bytes: [UInt8]
    var index = 0
    var line = 1
    var tokens: [SwiftToken] = []
    var sawLineBreak = true
    /// Whether `offsets` gets each token's offsets.
    let recordsOffsets: Bool
    var offsets: [Range<Int>] = []
    /// Where the token being read starts.
    var tokenStart = 0

    init(bytes: [UInt8], recordsOffsets: Bool) {
      self.bytes = bytes
      self.recordsOffsets = recordsOffsets
    }

    mutating func readAll() -> [SwiftToken] {
      while index < bytes.count {
        let byte = bytes[index]
        tokenStart = index
        switch byte {
        case UInt8(ascii: "\n"):
          line += 1
          sawLineBreak = true
          index += 1
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
          index += 1
        case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
          skipLineComment()
        case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
          skipBlockComment()
        case UInt8(ascii: "\""):
          let start = line
          skipString(hashes: 0)
          append(.literal, "", line: start)
        case UInt8(ascii: "#") where isRawStringStart():
          let start = line
          var hashes = 0
          while peek(0) == UInt8(ascii: "#") {
            hashes += 1
            index += 1
          }
          skipString(hashes: hashes)
          append(.literal, "", line: start)
        case UInt8(ascii: "/") where mayStartRegex():
          readRegexOrSlash()
        case UInt8(ascii: "`"):
          readBacktickedWord()
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
          let start = line
          while index < bytes.count,
            isWordByte(bytes[index])
              || bytes[index] == UInt8(ascii: ".")
                && (peek(1).map { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } ?? false)
          {
            index += 1
          }
          append(.literal, "", line: start)
        case UInt8(ascii: "-") where peek(1) == UInt8(ascii: ">"):
          index += 2
          append(.symbol, "->", line: line)
        default:
          if isWordStart(byte) {
            readWord()
          } else {
            index += 1
            append(.symbol, String(decoding: [byte], as: UTF8.self), line: line)
          }
        }
      }
      return tokens
    }

    // MARK: Words

    func isWordStart(_ byte: UInt8) -> Bool {
      (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
        || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || byte == UInt8(ascii: "_")
        || byte == UInt8(ascii: "$") || byte >= 0x80
    }

    func isWordByte(_ byte: UInt8) -> Bool {
      isWordStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    mutating func readWord() {
      let start = index
      while index < bytes.count, isWordByte(bytes[index]) { index += 1 }
      append(.word, String(decoding: bytes[start..<index], as: UTF8.self), line: line)
    }

    mutating func readBacktickedWord() {
      let start = index + 1
      var end = start
      while end < bytes.count, bytes[end] != UInt8(ascii: "`"), bytes[end] != UInt8(ascii: "\n") {
        end += 1
      }
      guard end < bytes.count, bytes[end] == UInt8(ascii: "`") else {
        index += 1
        return append(.symbol, "`", line: line)
      }
      index = end + 1
      append(.word, String(decoding: bytes[start..<end], as: UTF8.self), line: line)
    }

    // MARK: Comments

    mutating func skipLineComment() {
      while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
    }

    mutating func skipBlockComment() {
      var depth = 0
      while index < bytes.count {
        if bytes[index] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
          depth += 1
          index += 2
        } else if bytes[index] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
          depth -= 1
          index += 2
          if depth == 0 { return }
        } else {
          if bytes[index] == UInt8(ascii: "\n") { line += 1 }
          index += 1
        }
      }
    }

    // MARK: Strings

    /// Whether `#` here starts a raw string: hashes, then a quote.
    func isRawStringStart() -> Bool {
      var offset = 0
      while peek(offset) == UInt8(ascii: "#") { offset += 1 }
      return peek(offset) == UInt8(ascii: "\"")
    }

    /// Skips a string literal whose opening delimiter starts here (after its `hashes`), with its
    /// interpolations and the strings they hold.
    mutating func skipString(hashes: Int) {
      // The strings open at this point, innermost last; an interpolation's parentheses counted.
      struct OpenString {
        let hashes: Int
        let isMultiline: Bool
        /// Open parentheses of the interpolation being read, if one is.
        var interpolation: Int?
      }
      var open: [OpenString] = []
      func startString(_ hashes: Int) {
        let multiline =
          peek(0) == UInt8(ascii: "\"") && peek(1) == UInt8(ascii: "\"")
          && peek(2) == UInt8(ascii: "\"")
        index += multiline ? 3 : 1
        open.append(OpenString(hashes: hashes, isMultiline: multiline, interpolation: nil))
      }
      startString(hashes)
      while index < bytes.count, var current = open.last {
        let byte = bytes[index]
        if byte == UInt8(ascii: "\n") { line += 1 }
        if let depth = current.interpolation {
          // Code inside `\( … )`: parentheses, and strings nested in it.
          if byte == UInt8(ascii: "\"") {
            startString(0)
            continue
          }
          if byte == UInt8(ascii: "#"), isRawStringStart() {
            var nested = 0
            while peek(0) == UInt8(ascii: "#") {
              nested += 1
              index += 1
            }
            startString(nested)
            continue
          }
          if byte == UInt8(ascii: "(") { current.interpolation = depth + 1 }
          if byte == UInt8(ascii: ")") { current.interpolation = depth == 0 ? nil : depth - 1 }
          open[open.count - 1] = current
          index += 1
          continue
        }
        if byte == UInt8(ascii: "\\"), hashesFollow(current.hashes, at: index + 1) {
          let after = index + 1 + current.hashes
          if after < bytes.count, bytes[after] == UInt8(ascii: "(") {
            current.interpolation = 0
            open[open.count - 1] = current
            index = after + 1
          } else {
            index = min(after + 1, bytes.count)
          }
          continue
        }
        if byte == UInt8(ascii: "\"") {
          let quotes = current.isMultiline ? 3 : 1
          if (0..<quotes).allSatisfy({ peek($0) == UInt8(ascii: "\"") }),
            hashesFollow(current.hashes, at: index + quotes)
          {
            index += quotes + current.hashes
            open.removeLast()
            continue
          }
        }
        if byte == UInt8(ascii: "\n"), !current.isMultiline {
          // An unterminated single-line string ends at its line.
          index += 1
          open.removeLast()
          sawLineBreak = true
          continue
        }
        index += 1
      }
    }

    func hashesFollow(_ count: Int, at position: Int) -> Bool {
      (0..<count).allSatisfy {
        position + $0 < bytes.count && bytes[position + $0] == UInt8(ascii: "#")
      }
    }

    // MARK: Regular expressions

    func mayStartRegex() -> Bool {
      guard let next = peek(1), next != UInt8(ascii: " "), next != UInt8(ascii: "=") else {
        return false
      }
      guard let last = tokens.last else { return true }
      return last.isWord("return")
        || (last.kind == .symbol && ["(", ",", "=", ":", "[", "{"].contains(last.text))
    }

    mutating func readRegexOrSlash() {
      var end = index + 1
      while end < bytes.count, bytes[end] != UInt8(ascii: "/"), bytes[end] != UInt8(ascii: "\n") {
        end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
      }
      guard end < bytes.count, bytes[end] == UInt8(ascii: "/") else {
        index += 1
        return append(.symbol, "/", line: line)
      }
      index = end + 1
      append(.literal, "", line: line)
    }

    // MARK: Support

    func peek(_ offset: Int) -> UInt8? {
      index + offset < bytes.count ? bytes[index + offset] : nil
    }

    mutating func append(_ kind: SwiftToken.Kind, _ text: String, line: Int) {
      tokens.append(SwiftToken(kind: kind, text: text, line: line, startsLine: sawLineBreak))
      if recordsOffsets { offsets.append(tokenStart..<index) }
      sawLineBreak = false
    }
  }
}
