/// A card on file, as the app keeps and shows it: never the full number nor the CVC.
struct PaymentMethod: Codable, Equatable, Identifiable, Sendable {
  /// A stable identifier, used to top up with this card.
  let id: String
  /// The card's brand, such as "Visa", worked out from its number.
  let brand: String
  /// The last four digits of the number.
  let lastDigits: String
  /// When the card expires.
  let expiry: CardExpiry

  /// How the card is named on screen, such as "Visa ****1111".
  var displayName: String { "\(brand) ****\(lastDigits)" }

  /// Whether this card is one the app could have saved.
  ///
  /// A known brand, four digits, a real month and a short printable identifier. Checked when the
  /// wallet file is read, since anyone may edit it, so that nothing else ever reaches the screen.
  var isWellFormed: Bool {
    CardDetails.brands.contains(brand)
      && lastDigits.count == 4 && lastDigits.allSatisfy(\.isASCIIDigit)
      && (1...12).contains(expiry.month) && (2000...2099).contains(expiry.year)
      && (1...64).contains(id.count)
      && id.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
  }

  /// Whether this card is the same card as `other`, as far as the app can tell (it keeps neither
  /// number): the same brand, last digits and expiry.
  func isSameCard(as other: PaymentMethod) -> Bool {
    brand == other.brand && lastDigits == other.lastDigits && expiry == other.expiry
  }
}

extension PaymentMethod {
  /// The card of `number` and `expiry`, kept under `id`: its brand and last digits, never the rest.
  init(id: String, number: String, expiry: CardExpiry) {
    self.init(
      id: id, brand: CardDetails.brand(ofNumber: number), lastDigits: String(number.suffix(4)),
      expiry: expiry)
  }
}
