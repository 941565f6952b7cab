/// The links the wallet opens: `wallet://topup?amount=<won>`.
enum DeepLink: Equatable {
  case topUp(amount: Int)

  init?(_ text: String) {
    let prefix = "wallet://topup?amount="
    guard text.hasPrefix(prefix), let amount = Int(text.dropFirst(prefix.count)), amount > 0
    else { return nil }
    self = .topUp(amount: amount)
  }
}
