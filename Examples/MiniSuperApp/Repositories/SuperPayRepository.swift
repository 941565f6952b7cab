import RIBsCombine

/// The SuperPay balance: topped up from a card, spent on rides.
@MainActor
protocol SuperPayRepository: AnyObject {
  /// The balance, in won; every change is delivered.
  var balance: ReadOnlyCurrentValuePublisher<Double> { get }

  /// Adds `amount` to the balance, charged to the card `paymentMethodID`.
  ///
  /// - Parameters:
  ///   - amount: A positive amount, in won.
  ///   - paymentMethodID: The card to charge.
  /// - Throws: ``SuperPayError`` or a storage error; then nothing changed.
  func topup(amount: Double, paymentMethodID: String) async throws

  /// Takes `amount` from the balance.
  ///
  /// - Parameter amount: A positive amount, in won.
  /// - Throws: ``SuperPayError/insufficientBalance(missing:)`` or a storage error; then nothing
  ///   changed.
  func pay(amount: Double) async throws
}

/// Why SuperPay refused, in a sentence for the user.
enum SuperPayError: Error, Equatable, CustomStringConvertible {
  case unknownPaymentMethod
  case insufficientBalance(missing: Double)

  var description: String {
    switch self {
    case .unknownPaymentMethod: "That card is not on file any more."
    case .insufficientBalance(let missing): "The balance is \(Money.format(missing)) short."
    }
  }
}

/// The balance of the wallet store.
final class SuperPayRepositoryImp: SuperPayRepository {
  private let store: WalletStore
  private let currentBalance: CurrentValuePublisher<Double>

  /// Creates the repository of `store`'s balance.
  ///
  /// - Parameter store: The wallet.
  init(store: WalletStore) {
    self.store = store
    currentBalance = CurrentValuePublisher(store.wallet.balance)
  }

  var balance: ReadOnlyCurrentValuePublisher<Double> { currentBalance }

  func topup(amount: Double, paymentMethodID: String) async throws {
    guard store.wallet.paymentMethods.contains(where: { $0.id == paymentMethodID }) else {
      throw SuperPayError.unknownPaymentMethod
    }
    try store.update { $0.balance += amount }
    currentBalance.send(store.wallet.balance)
  }

  func pay(amount: Double) async throws {
    let missing = amount - store.wallet.balance
    guard missing <= 0 else { throw SuperPayError.insufficientBalance(missing: missing) }
    try store.update { $0.balance -= amount }
    currentBalance.send(store.wallet.balance)
  }
}
