/// Text that did not come from the program (a RIB name read from a snapshot file, a name typed by a
/// user), made safe to show on a terminal or in a document.
package enum UntrustedText {
  /// The most combining marks kept on one character; more only stack up over the lines around it.
  package static let maximumCombiningMarks = 3

  /// `text` with every character that could steer a terminal shown as an escape instead.
  ///
  /// Control characters (C0, DEL, C1: escape sequences, bells, carriage returns, NUL), line and
  /// paragraph separators, and the bidirectional marks, overrides and isolates that reorder what
  /// follows them become `\u{1B}`-style text; combining marks beyond ``maximumCombiningMarks`` on
  /// one character are dropped. Everything else, emoji and every script included, is kept.
  ///
  /// - Parameter text: The untrusted text.
  /// - Returns: Text that shows as it reads.
  package static func sanitized(_ text: String) -> String {
    // Printable ASCII, as most names are, is safe as it is.
    if text.utf8.allSatisfy({ (0x20...0x7E).contains($0) }) { return text }
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

  /// Whether `scalar` is a combining mark, drawn over the character before it.
  package static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark: true
    default: false
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
}
