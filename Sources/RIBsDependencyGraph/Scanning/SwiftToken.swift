/// A token of Swift source, as the dependency scanner reads it: enough to find declarations, not
/// to compile.
package struct SwiftToken: Equatable, Sendable {
  /// What the token is.
  package enum Kind: Equatable, Sendable {
    /// A name or a keyword: `protocol`, `LoggedInComponent`, `self`, `$0`.
    case word
    /// One character of punctuation or an operator, or `->`.
    case symbol
    /// A string, regular expression or number literal; its text is not kept.
    case literal
  }

  /// What the token is.
  package let kind: Kind
  /// The token's text; empty for a literal.
  package let text: String
  /// The line the token starts on, from 1.
  package let line: Int
  /// Whether a line break comes between the token before this one and this one.
  package let startsLine: Bool

  /// Whether the token is the word `text`.
  package func isWord(_ text: String) -> Bool { kind == .word && self.text == text }

  /// Whether the token is the symbol `text`.
  package func isSymbol(_ text: String) -> Bool { kind == .symbol && self.text == text }
}
