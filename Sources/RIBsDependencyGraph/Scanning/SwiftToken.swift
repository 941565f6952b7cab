/// A token of Swift source, as the dependency scanner reads it: enough to find declarations, not
/// to compile.
struct SwiftToken: Equatable, Sendable {
  /// What the token is.
  enum Kind: Equatable, Sendable {
    /// A name or a keyword: `protocol`, `LoggedInComponent`, `self`, `$0`.
    case word
    /// One character of punctuation or an operator, or `->`.
    case symbol
    /// A string, regular expression or number literal; its text is not kept.
    case literal
  }

  /// What the token is.
  let kind: Kind
  /// The token's text; empty for a literal.
  let text: String
  /// The line the token starts on, from 1.
  let line: Int
  /// Whether a line break comes between the token before this one and this one.
  let startsLine: Bool

  /// Whether the token is the word `text`.
  func isWord(_ text: String) -> Bool { kind == .word && self.text == text }

  /// Whether the token is the symbol `text`.
  func isSymbol(_ text: String) -> Bool { kind == .symbol && self.text == text }
}
