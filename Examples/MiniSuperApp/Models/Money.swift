import Foundation

/// Amounts of money, in won: how they are shown and how typed amounts are read.
enum Money {
  /// The most a single top-up may add.
  static let maximumTopup = 1_000_000

  /// `amount` as shown on screen, such as "18,000 won".
  ///
  /// - Parameter amount: A whole number of won.
  /// - Returns: The text.
  static func format(_ amount: Int) -> String {
    var digits = String(amount.magnitude)
    var grouped = ""
    while digits.count > 3 {
      grouped = "," + digits.suffix(3) + grouped
      digits.removeLast(3)
    }
    return (amount < 0 ? "-" : "") + digits + grouped + " won"
  }

  /// Reads a top-up amount: a whole, positive number of won, at most ``maximumTopup``; commas
  /// between digits are allowed.
  ///
  /// - Parameter text: What the user typed.
  /// - Returns: The amount.
  /// - Throws: ``AmountError`` saying what is wrong.
  static func topupAmount(_ text: String) throws(AmountError) -> Int {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    let number = trimmed.replacing(",", with: "")
    // Read as a number first, so that "1.5" is "not whole" and "1e9" is "too large".
    guard let amount = Double(number), amount.isFinite else { throw .notANumber(trimmed) }
    guard amount > 0 else { throw amount == 0 ? .zero : .negative }
    guard amount == amount.rounded() else { throw .notWhole }
    guard amount <= Double(maximumTopup), let whole = Int(exactly: amount) else { throw .tooLarge }
    return whole
  }
}

/// What is wrong with a typed amount, in a sentence for the user.
enum AmountError: Error, Equatable, CustomStringConvertible {
  case notANumber(String)
  case notWhole
  case zero
  case negative
  case tooLarge

  var description: String {
    switch self {
    case .notANumber(let text):
      text.isEmpty
        ? "Type an amount in won, such as 10000."
        : "'\(text)' is not an amount. Type one such as 10000."
    case .notWhole:
      "Amounts are whole won, such as 10000."
    case .zero:
      "Top up more than 0 won."
    case .negative:
      "An amount cannot be negative."
    case .tooLarge:
      "The most you can top up at once is \(Money.format(Money.maximumTopup))."
    }
  }
}
