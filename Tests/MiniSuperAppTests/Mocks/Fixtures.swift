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
  /// A card that expired before `Session.today`.
  static let expiredAmex = PaymentMethod(
    id: "amex", brand: "American Express", lastDigits: "0005",
    expiry: CardExpiry(month: 1, year: 2024))

  /// A store over an in-memory wallet holding `cards` and `balance`.
  static func store(
    cards: [PaymentMethod] = [], balance: Int = 0
  ) throws -> (store: WalletStore, storage: InMemoryWalletStorage) {
    let storage = InMemoryWalletStorage(wallet: Wallet(balance: balance, paymentMethods: cards))
    return (try WalletStore(storage: storage), storage)
  }
}

/// Wakes tests that wait for a mock to record a call made from a task of the code under test.
@MainActor
enum MockCalls {
  private static var waiters: [CheckedContinuation<Void, Never>] = []

  /// Called by a mock each time it records a call.
  static func recorded() {
    let resumed = waiters
    waiters = []
    for waiter in resumed { waiter.resume() }
  }

  /// Returns once `condition` holds, checking it again after every recorded call.
  static func until(_ condition: () -> Bool) async {
    while !condition() {
      await withCheckedContinuation { waiters.append($0) }
    }
  }
}

extension WalletFile {
  /// Replaces the saved wallet with `wallet`, as a test sets up a file: one transaction, like the
  /// app's changes.
  func save(_ wallet: Wallet) throws {
    _ = try update { $0 = wallet }
  }
}
