import Foundation

/// Everything the app keeps about its user: what the data file holds.
struct Wallet: Codable, Equatable, Sendable {
  /// The version of this format, checked when the file is read.
  static let formatVersion = 1

  /// The format the file was written in.
  var version = Wallet.formatVersion
  /// The user's name, shown on the profile.
  var userName = "Guest"
  /// The SuperPay balance, a whole number of won.
  var balance = 0
  /// The cards on file, in the order they were added.
  var paymentMethods: [PaymentMethod] = []

  /// The largest balance the app keeps: far beyond any top-up.
  static let maximumBalance = 1_000_000_000_000

  /// The most cards the app keeps: as many as its lists show with a one- or two-digit number.
  static let maximumCardCount = 20

  /// Reads a wallet from a file someone may have edited, checking every field the app shows or
  /// counts on.
  ///
  /// - Parameter data: The file's bytes.
  /// - Returns: The wallet.
  /// - Throws: ``WalletFormatError`` saying what is wrong.
  static func decode(from data: Data) throws(WalletFormatError) -> Wallet {
    let wallet: Wallet
    do {
      wallet = try JSONDecoder().decode(Wallet.self, from: data)
    } catch let error as WalletFormatError {
      throw error
    } catch {
      throw WalletFormatError(reason: "it is not a wallet in JSON")
    }
    if let problem = wallet.problem { throw WalletFormatError(reason: problem) }
    return wallet
  }

  /// What is wrong with a decoded wallet, or `nil`.
  private var problem: String? {
    if let problem = ProfileName.problem(with: userName) {
      return "its user name is not one the app accepts (\(problem))"
    }
    guard paymentMethods.count <= Self.maximumCardCount else {
      return "it has \(paymentMethods.count) cards, more than \(Self.maximumCardCount)"
    }
    if let card = paymentMethods.firstIndex(where: { !$0.isWellFormed }) {
      return "card \(card + 1) is not one the app could have saved"
    }
    return nil
  }

  init(
    userName: String = "Guest", balance: Int = 0, paymentMethods: [PaymentMethod] = []
  ) {
    self.userName = userName
    self.balance = balance
    self.paymentMethods = paymentMethods
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    version = try container.decode(Int.self, forKey: .version)
    guard version == Self.formatVersion else {
      throw WalletFormatError(
        reason: "it is in format \(version), this app reads format \(Self.formatVersion)")
    }
    userName = try container.decode(String.self, forKey: .userName)
    // Read as a number first, so that a fraction or a huge number is named, not "not JSON".
    let amount = try container.decode(Double.self, forKey: .balance)
    guard amount.isFinite, amount == amount.rounded(), let whole = Int(exactly: amount),
      (0...Self.maximumBalance).contains(whole)
    else {
      throw WalletFormatError(
        reason: "its balance (\(amount)) is not a whole number of won between 0 and "
          + Money.format(Self.maximumBalance))
    }
    balance = whole
    paymentMethods = try container.decode([PaymentMethod].self, forKey: .paymentMethods)
  }
}

/// What is wrong with a wallet file, in words that complete "Cannot read the wallet at …: ".
struct WalletFormatError: Error, Equatable {
  let reason: String
}
