import Foundation
import TerminalUI

/// The rules for the user's name on the profile, checked when it is typed and when it is read
/// from the wallet file.
enum ProfileName {
  /// The widest name the profile shows, in terminal columns.
  static let maximumWidth = 30

  /// What is wrong with `name`, in a sentence for the user, or `nil`.
  ///
  /// - Parameter name: A name typed or read from the file.
  /// - Returns: The problem.
  static func problem(with name: String) -> String? {
    if name.trimmingCharacters(in: .whitespaces).isEmpty { return "A name cannot be empty." }
    if TerminalText.needsSanitizing(name) {
      return "A name cannot hold control characters, text-direction marks or stacks of accents."
    }
    let width = TerminalText.displayWidth(name)
    guard width <= maximumWidth else {
      return "A name is at most \(maximumWidth) columns wide; this one takes \(width)."
    }
    return nil
  }
}
