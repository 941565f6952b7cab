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
  /// - Throws: ``CardOnFileError`` or a storage error; then nothing changed.
  func addCard(number: String, expiry: CardExpiry) async throws -> PaymentMethod
}

/// Why a card was not added, in a sentence for the user.
enum CardOnFileError: Error, Equatable, CustomStringConvertible {
  case duplicate(PaymentMethod)
  case tooManyCards

  var description: String {
    switch self {
    case .duplicate(let card): "\(card.displayName), expiring \(card.expiry), is on file already."
    case .tooManyCards:
      "You can keep up to \(Wallet.maximumCardCount) cards; this wallet is full."
    }
  }
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
    let paymentMethods = CurrentValuePublisher(store.wallet.paymentMethods)
    self.paymentMethods = paymentMethods
    store.observe { wallet in
      if paymentMethods.value != wallet.paymentMethods {
        paymentMethods.send(wallet.paymentMethods)
      }
    }
  }

  var cardOnFile: ReadOnlyCurrentValuePublisher<[PaymentMethod]> { paymentMethods }

  func addCard(number: String, expiry: CardExpiry) async throws -> PaymentMethod {
    let card = PaymentMethod(id: UUID().uuidString, number: number, expiry: expiry)
    try store.update { wallet in
      if let existing = wallet.paymentMethods.first(where: { $0.isSameCard(as: card) }) {
        throw CardOnFileError.duplicate(existing)
      }
      guard wallet.paymentMethods.count < Wallet.maximumCardCount else {
        throw CardOnFileError.tooManyCards
      }
      wallet.paymentMethods.append(card)
    }
    return card
  }
}
