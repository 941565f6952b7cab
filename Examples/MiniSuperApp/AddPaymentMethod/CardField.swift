/// A detail of the card form, asked in this order.
enum CardField: Equatable {
  case number
  /// Before the CVC, so that a card on file already is refused before the rest is typed.
  case expiry
  case cvc
}
