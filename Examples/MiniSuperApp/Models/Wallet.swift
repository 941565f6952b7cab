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
}
