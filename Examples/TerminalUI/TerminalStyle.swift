/// How text is decorated: with ANSI colours on a terminal, plain in a pipe or a test.
public struct TerminalStyle: Sendable {
  /// Whether to emit ANSI escape sequences.
  public var usesColor: Bool

  /// Creates a style.
  ///
  /// - Parameter usesColor: Whether to emit ANSI escape sequences.
  public init(usesColor: Bool) {
    self.usesColor = usesColor
  }

  /// Plain text, for pipes and tests.
  public static let plain = TerminalStyle(usesColor: false)

  /// The style for standard output: colours only on a terminal that can show them, and not when
  /// the user asked for none (`NO_COLOR` set to anything, or `TERM=dumb`).
  ///
  /// - Parameters:
  ///   - environment: The process's environment.
  ///   - isTerminal: Whether standard output is a terminal.
  /// - Returns: The style.
  public static func standardOutput(
    environment: [String: String], isTerminal: Bool
  ) -> TerminalStyle {
    let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
    let dumb = environment["TERM"] == "dumb"
    return TerminalStyle(usesColor: isTerminal && !noColor && !dumb)
  }

  /// A colour of the terminal palette.
  public enum Color: Int, Sendable {
    case red = 31
    case yellow = 33
    case blue = 34
  }

  /// `text` in `color`.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - color: The colour.
  /// - Returns: The decorated text.
  public func color(_ text: String, _ color: Color) -> String {
    usesColor ? "\u{1B}[\(color.rawValue)m\(text)\u{1B}[0m" : text
  }

  /// `text` in bold.
  ///
  /// - Parameter text: The text.
  /// - Returns: The decorated text.
  public func bold(_ text: String) -> String {
    usesColor ? "\u{1B}[1m\(text)\u{1B}[0m" : text
  }

  /// What starts a new screen: clearing the terminal, or a blank line in plain text.
  public var newScreen: String {
    usesColor ? "\u{1B}[2J\u{1B}[H" : ""
  }
}
