import Foundation

/// Amounts of money, in won: how they are shown and how typed amounts are read.
enum Money {
  /// The most a single top-up may add.
  static let maximumTopup: Double = 1_000_000

  /// `amount` as shown on screen, such as "18,000 won".
  ///
  /// - Parameter amount: A whole amount; one that is not a whole number of won is shown as it is.
  /// - Returns: The text.
  static func format(_ amount: Double) -> String {
    guard let whole = Int(exactly: amount.rounded()) else { return "\(amount) won" }
    var digits = String(whole.magnitude)
    var grouped = ""
    while digits.count > 3 {
      grouped = "," + digits.suffix(3) + grouped
      digits.removeLast(3)
    }
    return (whole < 0 ? "-" : "") + digits + grouped + " won"
  }

  /// Reads a top-up amount: a whole, positive number of won, at most ``maximumTopup``; commas
  /// between digits are allowed.
  ///
  /// - Parameter text: What the user typed.
  /// - Returns: The amount.
  /// - Throws: ``AmountError`` saying what is wrong.
  static func topupAmount(_ text: String) throws(AmountError) -> Double {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    let number = trimmed.replacing(",", with: "")
    guard let amount = Double(number), amount.isFinite else { throw .notANumber(trimmed) }
    guard amount > 0 else { throw amount == 0 ? .zero : .negative }
    guard amount == amount.rounded() else { throw .notWhole }
    guard amount <= maximumTopup else { throw .tooLarge }
    return amount
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
