import Foundation
import RIBsCombine

/// The user's cards on file.
@MainActor
protocol CardOnFileRepository: AnyObject {
  /// The cards, in the order they were added; every change is delivered.
  var cardOnFile: ReadOnlyCurrentValuePublisher<[PaymentMethod]> { get }

  /// Adds a card whose details have been checked.
  ///
  /// - Parameters:
  ///   - number: The card's digits.
  ///   - expiry: When it expires.
  /// - Returns: The card as it is kept.
  /// - Throws: If it could not be saved; then nothing changed.
  func addCard(number: String, expiry: CardExpiry) async throws -> PaymentMethod
}

/// The cards of the wallet store.
final class CardOnFileRepositoryImp: CardOnFileRepository {
  private let store: WalletStore
  private let paymentMethods: CurrentValuePublisher<[PaymentMethod]>

  /// Creates the repository of `store`'s cards.
  ///
  /// - Parameter store: The wallet.
  init(store: WalletStore) {
    self.store = store
    paymentMethods = CurrentValuePublisher(store.wallet.paymentMethods)
  }

  var cardOnFile: ReadOnlyCurrentValuePublisher<[PaymentMethod]> { paymentMethods }

  func addCard(number: String, expiry: CardExpiry) async throws -> PaymentMethod {
    let card = PaymentMethod(
      id: UUID().uuidString, brand: CardDetails.brand(ofNumber: number),
      lastDigits: String(number.suffix(4)), expiry: expiry)
    try store.update { $0.paymentMethods.append(card) }
    paymentMethods.send(store.wallet.paymentMethods)
    return card
  }
}
