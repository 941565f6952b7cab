/// A detail of the card form, asked in this order.
enum CardField: Equatable {
  case number
  case cvc
  case expiry
}
