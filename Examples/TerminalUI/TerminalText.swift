/// Text that did not come from the program (names, files, typed lines, URLs), made safe to write to
/// a terminal, and measured as a terminal shows it.
public enum TerminalText {
  /// The most combining marks kept on one character; more only stack up over the lines around it.
  public static let maximumCombiningMarks = 3

  /// `text` with every character that could steer the terminal shown as an escape instead.
  ///
  /// Control characters (C0, DEL, C1: escape sequences, bells, carriage returns, NUL), line and
  /// paragraph separators, and the bidirectional overrides and isolates that reorder what follows
  /// them become `\u{1B}`-style text; combining marks beyond ``maximumCombiningMarks`` on one
  /// character are dropped. Everything else, emoji and every script included, is kept.
  ///
  /// - Parameter text: The untrusted text.
  /// - Returns: Text that shows as it reads.
  public static func sanitized(_ text: String) -> String {
    var result = ""
    result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    for character in text {
      var marks = 0
      for scalar in character.unicodeScalars {
        if isSteering(scalar) {
          result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        } else if isCombiningMark(scalar) {
          marks += 1
          if marks <= maximumCombiningMarks { result.unicodeScalars.append(scalar) }
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
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
      if isCombiningMark(first) || first.properties.generalCategory == .format { return width }
      return width + (isWide(character) ? 2 : 1)
    }
  }

  private static func isSteering(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: true  // C0, DEL, C1
    case 0x2028, 0x2029: true  // line and paragraph separators
    case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: true  // bidi controls
    default: false
    }
  }

  private static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark: true
    default: false
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
