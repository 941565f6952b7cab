import Foundation

/// Reading a choice the user typed by its number in a list numbered from 1.
public enum NumberedChoice {
  /// The zero-based index of the item `text` names by its number, or `nil` if `text` is not a whole
  /// number from 1 to `count`.
  ///
  /// Every whole number is safe, `Int.min` included: the range is checked before the number is
  /// turned into an index.
  ///
  /// - Parameters:
  ///   - text: What the user typed; spaces around it are ignored.
  ///   - count: How many items the list shows.
  /// - Returns: The index, from 0.
  public static func index(of text: String, count: Int) -> Int? {
    guard let number = Int(text.trimmingCharacters(in: .whitespaces)), number >= 1,
      number <= count
    else { return nil }
    return number - 1
  }
}
