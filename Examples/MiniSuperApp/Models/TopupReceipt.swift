/// What a finished top-up did: shown to the user once the flow has closed.
struct TopupReceipt: Equatable, Sendable, CustomStringConvertible {
  /// The amount added to the balance, in won.
  let amount: Int
  /// The card charged.
  let card: PaymentMethod

  /// The confirmation to show, such as "Topped up 20,000 won with Visa ****1111.".
  var description: String {
    "Topped up \(Money.format(amount)) with \(card.displayName)."
  }
}
