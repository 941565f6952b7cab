import Foundation
import RIBs

@testable import MiniSuperAppKit

/// Wallets and cards for tests, kept in memory.
@MainActor
enum Fixtures {
  static let visa = PaymentMethod(
    id: "visa", brand: "Visa", lastDigits: "1111", expiry: CardExpiry(month: 12, year: 2030))
  static let mastercard = PaymentMethod(
    id: "mastercard", brand: "Mastercard", lastDigits: "4444",
    expiry: CardExpiry(month: 6, year: 2029))

  /// A store over an in-memory wallet holding `cards` and `balance`.
  static func store(
    cards: [PaymentMethod] = [], balance: Int = 0
  ) throws -> (store: WalletStore, storage: InMemoryWalletStorage) {
    let storage = InMemoryWalletStorage(wallet: Wallet(balance: balance, paymentMethods: cards))
    return (try WalletStore(storage: storage), storage)
  }

  /// Yields to the main actor until `condition` holds, for work the code under test started in a
  /// task; gives up after a thousand turns.
  static func eventually(_ condition: () -> Bool) async -> Bool {
    for _ in 0..<1_000 {
      if condition() { return true }
      await Task.yield()
    }
    return condition()
  }
}

extension WalletFile {
  /// Replaces the saved wallet with `wallet`, as a test sets up a file: one transaction, like the
  /// app's changes.
  func save(_ wallet: Wallet) throws {
    _ = try update { $0 = wallet }
  }
}
