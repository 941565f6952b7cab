/// Types as written in source, and as compared.
enum TypeText {
  /// Words after which Swift writes a space inside a type: `any P`, `some P`, `inout T`,
  /// `() async throws -> T`.
  private static let spacedWords: Set<String> = [
    "any", "some", "inout", "sending", "borrowing", "consuming", "async", "throws", "rethrows",
    "isolated", "each", "repeat",
  ]

  /// Attributes of a type written with arguments, such as `@convention(c) () -> Void`.
  ///
  /// Any other is followed by a space: `@MainActor () -> Date`.
  private static let attributesWithArguments: Set<String> = [
    "convention", "differentiable", "_opaqueReturnTypeOf",
  ]

  /// Types longer than this, in tokens, are compared as written: a type no app writes.
  private static let longestCompared = 2_000

  /// The type made of `tokens`, spaced as Swift prints it: `[String: any ScoreStream]`,
  /// `@MainActor () -> Date`.
  static func spelled(_ tokens: [SwiftToken]) -> String {
    var text = ""
    for (offset, token) in tokens.enumerated() {
      let next = offset + 1 < tokens.count ? tokens[offset + 1] : nil
      switch token.kind {
      case .literal:
        text += "\"\""
      case .word:
        text += token.text
        let isAttribute = offset > 0 && tokens[offset - 1].isSymbol("@")
        let takesArguments = isAttribute && attributesWithArguments.contains(token.text)
        if next != nil,
          spacedWords.contains(token.text)
            || (isAttribute && !(takesArguments && next?.isSymbol("(") == true))
        {
          text += " "
        }
      case .symbol:
        switch token.text {
        case "->": text += " -> "
        case "&": text += " & "
        case ",", ":": text += token.text + " "
        case ")" where next?.kind == .word: text += ") "
        default: text += token.text
        }
      }
    }
    while text.last == " " { text.removeLast() }
    return text
  }

  /// The type `text` as compared with another: with each name of `aliases` replaced by the type
  /// it stands for, without `any` (a requirement `any P` is met by `P` in Swift 5 code), with
  /// `Optional<T>`, `Array<T>` and `Dictionary<K, V>` as their sugar, and without parentheses
  /// around a single name.
  ///
  /// - Parameters:
  ///   - text: A type as written.
  ///   - aliases: The typealiases in scope, by name.
  /// - Returns: The form two equal types share.
  static func canonical(_ text: String, aliases: [String: String] = [:]) -> String {
    var tokens = SwiftTokenizer.tokens(of: text)
    guard tokens.count <= longestCompared else { return tokens.map(\.text).joined() }
    expandAliases(&tokens, aliases)
    tokens.removeAll { $0.isWord("any") }
    replaceSugar(&tokens)
    removeParenthesesAroundNames(&tokens)
    return tokens.map { $0.kind == .literal ? "\"\"" : $0.text }.joined()
  }

  /// Replaces each alias name, not a member (`Outer.Name`), with its type in parentheses.
  private static func expandAliases(_ tokens: inout [SwiftToken], _ aliases: [String: String]) {
    guard !aliases.isEmpty else { return }
    var expansions = 0
    var position = 0
    while position < tokens.count, tokens.count <= longestCompared {
      let token = tokens[position]
      let isMember = position > 0 && tokens[position - 1].isSymbol(".")
      if token.kind == .word, !isMember, let alias = aliases[token.text], expansions < 64 {
        tokens.replaceSubrange(position...position, with: SwiftTokenizer.tokens(of: "(\(alias))"))
        expansions += 1
      } else {
        position += 1
      }
    }
  }

  /// Writes `Optional<T>` as `(T)?`, `Array<T>` as `[T]`, `Dictionary<K, V>` as `[K: V]`.
  private static func replaceSugar(_ tokens: inout [SwiftToken]) {
    while let name = tokens.indices.last(where: { index in
      index + 1 < tokens.count && tokens[index + 1].isSymbol("<")
        && ["Optional", "Array", "Dictionary"].contains(tokens[index].text)
        && !(index > 0 && tokens[index - 1].isSymbol(".")
          && !(index > 1 && tokens[index - 2].isWord("Swift")))
    }) {
      var depth = 0
      var close = name + 1
      var comma: Int?
      while close < tokens.count {
        if tokens[close].isSymbol("<") || tokens[close].isSymbol("(") || tokens[close].isSymbol("[")
        {
          depth += 1
        }
        if tokens[close].isSymbol(">") || tokens[close].isSymbol(")") || tokens[close].isSymbol("]")
        {
          depth -= 1
          if depth == 0 { break }
        }
        if depth == 1, tokens[close].isSymbol(","), comma == nil { comma = close }
        close += 1
      }
      guard close < tokens.count else { return }
      let start = name > 1 && tokens[name - 1].isSymbol(".") ? name - 2 : name
      let inner = Array(tokens[(name + 2)..<close])
      let line = tokens[name].line
      func symbol(_ text: String) -> SwiftToken {
        SwiftToken(kind: .symbol, text: text, line: line, startsLine: false)
      }
      let replacement: [SwiftToken]
      switch tokens[name].text {
      case "Optional": replacement = [symbol("(")] + inner + [symbol(")"), symbol("?")]
      case "Array": replacement = [symbol("[")] + inner + [symbol("]")]
      default:
        guard let comma else { return }
        let key = Array(tokens[(name + 2)..<comma])
        let value = Array(tokens[(comma + 1)..<close])
        replacement = [symbol("[")] + key + [symbol(":")] + value + [symbol("]")]
      }
      tokens.replaceSubrange(start...close, with: replacement)
    }
  }

  /// Removes the parentheses around a single (dotted) name: `(P)?` is `P?`, `((P))` is `P`.
  private static func removeParenthesesAroundNames(_ tokens: inout [SwiftToken]) {
    var position = 0
    while position < tokens.count {
      guard tokens[position].isSymbol("(") else {
        position += 1
        continue
      }
      // A call or a tuple's label comes after a word, `>`, `)` or `]`: not a type's parentheses.
      if position > 0,
        tokens[position - 1].kind == .word || tokens[position - 1].isSymbol(">")
          || tokens[position - 1].isSymbol(")") || tokens[position - 1].isSymbol("]")
      {
        position += 1
        continue
      }
      var close = position + 1
      var isName = close < tokens.count && tokens[close].kind == .word
      while isName, close + 2 < tokens.count, tokens[close + 1].isSymbol("."),
        tokens[close + 2].kind == .word
      {
        close += 2
      }
      close += 1
      isName = isName && close < tokens.count && tokens[close].isSymbol(")")
      if isName {
        tokens.remove(at: close)
        tokens.remove(at: position)
        position = max(0, position - 1)
      } else {
        position += 1
      }
    }
  }
}
