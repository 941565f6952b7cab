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

  /// Removes a card.
  ///
  /// - Parameter id: The card's identifier.
  /// - Returns: The card removed.
  /// - Throws: ``CardOnFileError/notOnFile`` if no card has that identifier (another instance
  ///   removed it first), or a storage error; then nothing changed.
  func removeCard(id: String) async throws -> PaymentMethod
}

/// Why a card was not added, in a sentence for the user.
enum CardOnFileError: Error, Equatable, CustomStringConvertible {
  case duplicate(PaymentMethod)
  case tooManyCards
  case notOnFile

  var description: String {
    switch self {
    case .duplicate(let card): "\(card.displayName), expiring \(card.expiry), is on file already."
    case .tooManyCards:
      "You can keep up to \(Wallet.maximumCardCount) cards; this wallet is full."
    case .notOnFile: "That card is no longer on file."
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

  func removeCard(id: String) async throws -> PaymentMethod {
    try store.update { wallet in
      guard let index = wallet.paymentMethods.firstIndex(where: { $0.id == id }) else {
        throw CardOnFileError.notOnFile
      }
      return wallet.paymentMethods.remove(at: index)
    }
  }
}
