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
}
