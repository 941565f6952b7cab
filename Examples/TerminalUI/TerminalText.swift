import RIBTreeRendering
import RIBs

/// Text that did not come from the program (names, files, typed lines, URLs), made safe to write to
/// a terminal, and measured as a terminal shows it.
public enum TerminalText {
  /// The most combining marks kept on one character; more only stack up over the lines around it.
  public static let maximumCombiningMarks = UntrustedText.maximumCombiningMarks

  /// `text` with every character that could steer the terminal shown as an escape instead.
  ///
  /// Control characters (C0, DEL, C1: escape sequences, bells, carriage returns, NUL), line and
  /// paragraph separators, and the bidirectional marks, overrides and isolates that reorder what
  /// follows them become `\u{1B}`-style text; combining marks beyond ``maximumCombiningMarks`` on
  /// one character are dropped. Everything else, emoji and every script included, is kept.
  ///
  /// - Parameter text: The untrusted text.
  /// - Returns: Text that shows as it reads.
  public static func sanitized(_ text: String) -> String {
    UntrustedText.sanitized(text)
  }

  /// Whether `text` holds a character that ``sanitized(_:)`` would change.
  ///
  /// - Parameter text: The text.
  /// - Returns: Whether it is unsafe as it is.
  public static func needsSanitizing(_ text: String) -> Bool {
    sanitized(text) != text
  }

  /// How many columns `text` takes on a terminal: wide (East Asian, most emoji) characters take
  /// two, characters made of combining marks alone none, others one.
  ///
  /// - Parameter text: Text without control characters.
  /// - Returns: The width in columns.
  public static func displayWidth(_ text: String) -> Int {
    text.reduce(0) { width, character in
      guard let first = character.unicodeScalars.first else { return width }
      if UntrustedText.isCombiningMark(first) || first.properties.generalCategory == .format {
        return width
      }
      return width + (isWide(character) ? 2 : 1)
    }
  }

  private static func isWide(_ character: Character) -> Bool {
    guard let scalar = character.unicodeScalars.first else { return false }
    if scalar.properties.isEmojiPresentation { return true }
    return switch scalar.value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
      true
    default:
      false
    }
  }
}
