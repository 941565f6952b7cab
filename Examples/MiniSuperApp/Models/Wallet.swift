/// Everything the app keeps about its user: what the data file holds.
struct Wallet: Codable, Equatable, Sendable {
  /// The version of this format, checked when the file is read.
  static let formatVersion = 1

  /// The format the file was written in.
  var version = Wallet.formatVersion
  /// The user's name, shown on the profile.
  var userName = "Guest"
  /// The SuperPay balance, in won.
  var balance: Double = 0
  /// The cards on file, in the order they were added.
  var paymentMethods: [PaymentMethod] = []

  /// The largest balance the app keeps: far beyond any top-up, well within exact whole numbers.
  static let maximumBalance: Double = 1_000_000_000_000

  /// What is wrong with a wallet read from a file that someone may have edited, or `nil`.
  var problem: String? {
    guard balance.isFinite, (0...Self.maximumBalance).contains(balance) else {
      return "its balance (\(balance)) is not between 0 and \(Money.format(Self.maximumBalance))"
    }
    return nil
  }
}
