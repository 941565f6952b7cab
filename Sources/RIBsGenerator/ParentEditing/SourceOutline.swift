import RIBsDependencyGraph

/// A Swift file read as far as editing a RIB's declarations needs: its tokens (comments and
/// strings skipped, so that neither is mistaken for code), the declarations of named types, their
/// members, and bracketed lists.
struct SourceOutline {
  /// The file's text.
  let text: String
  /// Its tokens.
  let tokens: [SwiftToken]
  /// Where each token is: its UTF-8 offsets in `text`.
  let offsets: [Range<Int>]
  private let bytes: [UInt8]

  init(_ text: String) {
    self.text = text
    (tokens, offsets) = SwiftTokenizer.tokensAndOffsets(of: text)
    bytes = Array(text.utf8)
  }

  /// A declaration of a named type: `protocol HomeRouting`, `final class HomeRouter`.
  struct TypeDeclaration {
    /// The token of the type's name.
    let name: Int
    /// The tokens of its body's braces.
    let body: ClosedRange<Int>
  }

  /// One member of a type's body, or one statement of a block: the tokens from its first
  /// attribute or modifier to its last token.
  struct Member {
    let tokens: ClosedRange<Int>
    /// The keyword that says what it is (`func`, `var`, `let`, `init`, `case`), if any.
    let keyword: String?
    /// The name after the keyword, if any.
    let name: String?
    /// Whether an attribute `@Test` marks it.
    let isTest: Bool
  }

  /// The declaration of the type `name` (a `protocol`, `class`, `struct`, `enum` or `extension`
  /// of that name), if the file has one.
  func declaration(of name: String, as keywords: Set<String>) -> TypeDeclaration? {
    var index = 0
    while index + 1 < tokens.count {
      defer { index += 1 }
      guard tokens[index].kind == .word, keywords.contains(tokens[index].text),
        tokens[index + 1].isWord(name)
      else { continue }
      // The body's brace: the first `{` after the name outside angle, round or square brackets.
      var open = index + 2
      var depth = 0
      while open < tokens.count {
        let token = tokens[open]
        if token.isSymbol("(") || token.isSymbol("[") { depth += 1 }
        if token.isSymbol(")") || token.isSymbol("]") { depth -= 1 }
        if depth == 0, token.isSymbol("{") { break }
        open += 1
      }
      guard open < tokens.count, let close = closing(open) else { return nil }
      return TypeDeclaration(name: index + 1, body: open...close)
    }
    return nil
  }

  /// The token that closes the bracket opened at `open` (`(`, `[` or `{`), if any.
  func closing(_ open: Int) -> Int? {
    var depth = 0
    var index = open
    while index < tokens.count {
      let token = tokens[index]
      if token.kind == .symbol {
        switch token.text {
        case "(", "[", "{": depth += 1
        case ")", "]", "}":
          depth -= 1
          if depth == 0 { return index }
        default: break
        }
      }
      index += 1
    }
    return nil
  }

  /// The members between the braces `body`: each starts a line inside them, at their depth.
  func members(in body: ClosedRange<Int>) -> [Member] {
    var starts: [Int] = []
    var depth = 0
    var index = body.lowerBound + 1
    while index < body.upperBound {
      let token = tokens[index]
      if depth == 0, token.startsLine, startsMember(token),
        // An attribute on a line of its own belongs to the member below it.
        !(starts.last.map { isAttributes($0..<index) } ?? false)
      {
        starts.append(index)
      }
      if token.kind == .symbol {
        switch token.text {
        case "(", "[", "{": depth += 1
        case ")", "]", "}": depth -= 1
        default: break
        }
      }
      index += 1
    }
    return starts.enumerated().map { position, start in
      let end = position + 1 < starts.count ? starts[position + 1] - 1 : body.upperBound - 1
      return member(start...end)
    }
  }

  private func startsMember(_ token: SwiftToken) -> Bool {
    switch token.kind {
    case .word: token.text != "where"
    case .symbol: token.text == "@" || token.text == "#"
    case .literal: true
    }
  }

  /// Whether the tokens are attributes only (`@MainActor`, `@available(iOS 17, *)`).
  private func isAttributes(_ range: Range<Int>) -> Bool {
    guard let first = range.first, tokens[first].isSymbol("@") else { return false }
    var index = first
    while index < range.upperBound {
      guard tokens[index].isSymbol("@"), index + 1 < range.upperBound,
        tokens[index + 1].kind == .word
      else { return false }
      index += 2
      if index < range.upperBound, tokens[index].isSymbol("("),
        let close = closing(index)
      {
        index = close + 1
      }
    }
    return true
  }

  private func member(_ range: ClosedRange<Int>) -> Member {
    let keywords: Set<String> = ["func", "var", "let", "init", "case", "subscript", "typealias"]
    var keyword: String?
    var name: String?
    var isTest = false
    var depth = 0
    for index in range {
      let token = tokens[index]
      if token.isSymbol("(") || token.isSymbol("[") || token.isSymbol("{") { depth += 1 }
      if token.isSymbol(")") || token.isSymbol("]") || token.isSymbol("}") { depth -= 1 }
      if depth == 0, token.isWord("Test"), index > range.lowerBound,
        tokens[index - 1].isSymbol("@")
      {
        isTest = true
      }
      guard depth == 0, keyword == nil, token.kind == .word, keywords.contains(token.text)
      else { continue }
      keyword = token.text
      if token.text == "init" {
        name = "init"
      } else if index + 1 <= range.upperBound, tokens[index + 1].kind == .word {
        name = tokens[index + 1].text
      }
    }
    return Member(tokens: range, keyword: keyword, name: name, isTest: isTest)
  }

  /// The items of the bracketed list that opens at `open`, split at its top-level commas: each
  /// item's first and last token.
  func items(ofListAt open: Int) -> [ClosedRange<Int>] {
    guard let close = closing(open), close > open + 1 else { return [] }
    var items: [ClosedRange<Int>] = []
    var start = open + 1
    var depth = 0
    for index in (open + 1)..<close {
      let token = tokens[index]
      if token.isSymbol("(") || token.isSymbol("[") || token.isSymbol("{") { depth += 1 }
      if token.isSymbol(")") || token.isSymbol("]") || token.isSymbol("}") { depth -= 1 }
      if depth == 0, token.isSymbol(",") {
        if index > start { items.append(start...(index - 1)) }
        start = index + 1
      }
    }
    if close > start { items.append(start...(close - 1)) }
    return items
  }

  // MARK: Text

  /// The text of the tokens `range`, from the first's start to the last's end.
  func source(_ range: ClosedRange<Int>) -> String {
    source(
      offsets[range.lowerBound].lowerBound..<offsets[range.upperBound].upperBound)
  }

  /// The text between two UTF-8 offsets.
  func source(_ offsets: Range<Int>) -> String {
    String(decoding: bytes[offsets], as: UTF8.self)
  }

  /// The spaces and tabs that begin the line of the token `index`.
  func indentation(of index: Int) -> String {
    SourceText.indentation(ofLineAt: offsets[index].lowerBound, in: text)
  }

  /// The offset where the line that holds `offset` starts.
  func lineStart(of offset: Int) -> Int {
    var start = offset
    while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
    return start
  }

  /// The offset just after the line that holds `offset`, its line break included.
  func lineEnd(of offset: Int) -> Int {
    var end = offset
    while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
    return min(end + 1, bytes.count)
  }

  /// The indentation one level in from the type whose name is the token `name`.
  func memberIndentation(ofTypeNamed name: Int) -> String {
    indentation(of: name) + "  "
  }
}
