import Foundation

/// The details of a card to add, each checked as the user types it.
///
/// The number must have 13 to 19 digits and pass the Luhn check; the CVC has 3 digits (4 for
/// American Express); the expiry is "MM/YY" and not in the past.
enum CardDetails {
  /// Checks a card number; spaces and dashes between digits are allowed.
  ///
  /// - Parameter text: What the user typed.
  /// - Returns: The digits.
  /// - Throws: ``CardDetailsError`` saying what is wrong.
  static func number(_ text: String) throws(CardDetailsError) -> String {
    let digits = text.filter { $0 != " " && $0 != "-" }
    guard !digits.isEmpty, digits.allSatisfy(\.isASCIIDigit) else {
      throw .numberNotDigits
    }
    guard (13...19).contains(digits.count) else { throw .numberLength(digits.count) }
    guard passesLuhnCheck(digits) else { throw .numberChecksum }
    return digits
  }

  /// Checks a CVC for the card whose number is `number`.
  ///
  /// - Parameters:
  ///   - text: What the user typed.
  ///   - number: The card's digits.
  /// - Returns: The CVC.
  /// - Throws: ``CardDetailsError`` saying what is wrong.
  static func cvc(_ text: String, forNumber number: String) throws(CardDetailsError) -> String {
    let cvc = text.trimmingCharacters(in: .whitespaces)
    let length = brand(ofNumber: number) == "American Express" ? 4 : 3
    guard cvc.count == length, cvc.allSatisfy(\.isASCIIDigit) else { throw .cvc(digits: length) }
    return cvc
  }

  /// Checks an expiry date written "MM/YY".
  ///
  /// - Parameters:
  ///   - text: What the user typed.
  ///   - date: Today, to refuse expired cards.
  /// - Returns: The expiry.
  /// - Throws: ``CardDetailsError`` saying what is wrong.
  static func expiry(_ text: String, on date: Date) throws(CardDetailsError) -> CardExpiry {
    let parts = text.trimmingCharacters(in: .whitespaces).split(
      separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, parts.allSatisfy({ $0.count == 2 && $0.allSatisfy(\.isASCIIDigit) }),
      let month = Int(parts[0]), let shortYear = Int(parts[1])
    else { throw .expiryMalformed }
    guard (1...12).contains(month) else { throw .expiryMonth(month) }
    let expiry = CardExpiry(month: month, year: 2000 + shortYear)
    guard !expiry.hasExpired(on: date) else { throw .expired(expiry) }
    return expiry
  }

  /// Every brand ``brand(ofNumber:)`` names.
  static let brands: Set<String> = [
    "Visa", "Mastercard", "American Express", "Discover", "JCB", "Card",
  ]

  /// The brand a card number belongs to, from its first digits.
  ///
  /// - Parameter number: The card's digits.
  /// - Returns: "Visa", "Mastercard", "American Express", "Discover", "JCB", or "Card".
  static func brand(ofNumber number: String) -> String {
    let prefix2 = Int(number.prefix(2)) ?? 0
    let prefix3 = Int(number.prefix(3)) ?? 0
    let prefix4 = Int(number.prefix(4)) ?? 0
    switch true {
    case number.hasPrefix("4"): return "Visa"
    case (51...55).contains(prefix2), (2221...2720).contains(prefix4): return "Mastercard"
    case prefix2 == 34 || prefix2 == 37: return "American Express"
    case prefix4 == 6011, (644...649).contains(prefix3), prefix2 == 65: return "Discover"
    case (3528...3589).contains(prefix4): return "JCB"
    default: return "Card"
    }
  }

  /// Whether `digits` passes the Luhn check that every card number passes.
  static func passesLuhnCheck(_ digits: String) -> Bool {
    var sum = 0
    for (index, character) in digits.reversed().enumerated() {
      guard let digit = character.wholeNumberValue else { return false }
      if index % 2 == 1 {
        let doubled = digit * 2
        sum += doubled > 9 ? doubled - 9 : doubled
      } else {
        sum += digit
      }
    }
    return sum % 10 == 0
  }
}

/// What is wrong with a card detail, in a sentence for the user.
enum CardDetailsError: Error, Equatable, CustomStringConvertible {
  case numberNotDigits
  case numberLength(Int)
  case numberChecksum
  case cvc(digits: Int)
  case expiryMalformed
  case expiryMonth(Int)
  case expired(CardExpiry)

  var description: String {
    switch self {
    case .numberNotDigits:
      "A card number is made of digits, such as 4111 1111 1111 1111."
    case .numberLength(let count):
      "A card number has 13 to 19 digits; this one has \(count)."
    case .numberChecksum:
      "This card number is not valid (it fails the Luhn check). Check it and type it again."
    case .cvc(let digits):
      "This card's CVC has \(digits) digits, such as \("1234".prefix(digits))."
    case .expiryMalformed:
      "Type the expiry date as MM/YY, such as 08/29."
    case .expiryMonth(let month):
      "There is no month \(month); months go from 01 to 12."
    case .expired(let expiry):
      "This card expired at the end of \(expiry). Add a card that has not expired."
    }
  }
}

extension Character {
  var isASCIIDigit: Bool { isASCII && isNumber }
}
