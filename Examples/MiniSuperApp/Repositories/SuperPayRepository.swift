import Foundation
import RIBsCombine

/// The SuperPay balance: topped up from a card, spent on rides.
@MainActor
protocol SuperPayRepository: AnyObject {
  /// The balance, in won; every change is delivered.
  var balance: ReadOnlyCurrentValuePublisher<Int> { get }

  /// Adds `amount` to the balance, charged to the card `paymentMethodID`.
  ///
  /// - Parameters:
  ///   - amount: A positive amount, in won.
  ///   - paymentMethodID: The card to charge.
  /// - Returns: The card that was charged.
  /// - Throws: ``SuperPayError`` or a storage error; then nothing changed.
  @discardableResult
  func topup(amount: Int, paymentMethodID: String) async throws -> PaymentMethod

  /// Takes `amount` from the balance.
  ///
  /// - Parameter amount: A positive amount, in won.
  /// - Throws: ``SuperPayError/insufficientBalance(missing:)`` or a storage error; then nothing
  ///   changed.
  func pay(amount: Int) async throws
}

/// Why SuperPay refused, in a sentence for the user.
enum SuperPayError: Error, Equatable, CustomStringConvertible {
  case unknownPaymentMethod
  case cardExpired(PaymentMethod)
  case balanceLimit(room: Int)
  case insufficientBalance(missing: Int)

  var description: String {
    switch self {
    case .unknownPaymentMethod: "That card is not on file any more."
    case .cardExpired(let card):
      "\(card.displayName) expired at the end of \(card.expiry); choose or add another card."
    case .balanceLimit(let room):
      room > 0
        ? "A balance can reach \(Money.format(Wallet.maximumBalance)); you can top up at most "
          + "\(Money.format(room)) more."
        : "The balance is at its limit of \(Money.format(Wallet.maximumBalance))."
    case .insufficientBalance(let missing): "The balance is \(Money.format(missing)) short."
    }
  }
}

/// The balance of the wallet store.
final class SuperPayRepositoryImp: SuperPayRepository {
  private let store: WalletStore
  private let now: @MainActor () -> Date
  private let currentBalance: CurrentValuePublisher<Int>

  /// Creates the repository of `store`'s balance.
  ///
  /// - Parameters:
  ///   - store: The wallet.
  ///   - now: Today, to refuse a card that has expired since it was added.
  init(store: WalletStore, now: @escaping @MainActor () -> Date) {
    self.store = store
    self.now = now
    let currentBalance = CurrentValuePublisher(store.wallet.balance)
    self.currentBalance = currentBalance
    store.observe { wallet in
      if currentBalance.value != wallet.balance { currentBalance.send(wallet.balance) }
    }
  }

  var balance: ReadOnlyCurrentValuePublisher<Int> { currentBalance }

  @discardableResult
  func topup(amount: Int, paymentMethodID: String) async throws -> PaymentMethod {
    let today = now()
    // Checked against the wallet as saved now, which another instance may have changed.
    return try store.update { wallet in
      guard let card = wallet.paymentMethods.first(where: { $0.id == paymentMethodID }) else {
        throw SuperPayError.unknownPaymentMethod
      }
      guard !card.expiry.hasExpired(on: today) else { throw SuperPayError.cardExpired(card) }
      let room = Wallet.maximumBalance - wallet.balance
      guard amount <= room else { throw SuperPayError.balanceLimit(room: room) }
      wallet.balance += amount
      return card
    }
  }

  func pay(amount: Int) async throws {
    try store.update { wallet in
      let missing = amount - wallet.balance
      guard missing <= 0 else { throw SuperPayError.insufficientBalance(missing: missing) }
      wallet.balance -= amount
    }
  }
}
