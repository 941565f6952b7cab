import Foundation
import RIBs
import RIBsCombine
import RIBsTesting
import Testing

@testable import MiniSuperAppKit

@MainActor
@Suite struct AddPaymentMethodInteractorTests {
  final class Dependency: AddPaymentMethodInteractorDependency {
    let cardOnFileRepository: any CardOnFileRepository
    let now: @MainActor () -> Date = { Session.today }
    init(store: WalletStore) { cardOnFileRepository = CardOnFileRepositoryImp(store: store) }
  }

  let presenter = AddPaymentMethodPresentableMock()
  let listener = AddPaymentMethodListenerMock()
  let storage: InMemoryWalletStorage
  let dependency: Dependency
  let interactor: AddPaymentMethodInteractor
  /// Active for the test; deactivated on the main actor when the suite goes.
  let activation: ScopedActivation

  init() throws {
    try self.init(cards: [])
  }

  init(cards: [PaymentMethod]) throws {
    let (store, storage) = try Fixtures.store(cards: cards)
    self.storage = storage
    dependency = Dependency(store: store)
    interactor = AddPaymentMethodInteractor(presenter: presenter, dependency: dependency)
    interactor.listener = listener
    activation = ScopedActivation(of: interactor)
  }

  @Test func asksForEachDetailInTurnThenAddsTheCard() async {
    #expect(presenter.asked.map(\.field) == [.number])
    interactor.didEnter("4111 1111 1111 1111")
    interactor.didEnter("12/30")
    #expect(presenter.asked.map(\.field) == [.number, .expiry, .cvc])
    #expect(presenter.asked.last?.entered == ["Number: ****1111", "Expiry: 12/30"])

    interactor.didEnter("123")

    await MockCalls.until { !listener.addedCards.isEmpty }
    #expect(listener.addedCards.map(\.displayName) == ["Visa ****1111"])
    #expect(dependency.cardOnFileRepository.cardOnFile.value == listener.addedCards)
    #expect(presenter.messages.isEmpty)
  }

  @Test func aWrongDetailIsExplainedAndAskedAgainKeepingTheOthers() {
    interactor.didEnter("4111 1111 1111 1111")
    interactor.didEnter("01/20")
    interactor.didEnter("12/30")
    interactor.didEnter("12")

    #expect(
      presenter.messages == [
        "This card expired at the end of 01/20. Add a card that has not expired.",
        "This card's CVC has 3 digits, such as 123.",
      ])
    #expect(interactor.field == .cvc)
    #expect(presenter.asked.last?.entered == ["Number: ****1111", "Expiry: 12/30"])
    #expect(listener.addedCards.isEmpty)
    #expect(dependency.cardOnFileRepository.cardOnFile.value.isEmpty)
  }

  @Test func aCardThatCannotBeSavedCanBeTriedAgain() async {
    storage.failure = "disk full"
    for text in ["4111 1111 1111 1111", "12/30", "123"] { interactor.didEnter(text) }
    await MockCalls.until { !presenter.messages.isEmpty }
    #expect(
      presenter.messages == ["Could not add the card: Cannot save the wallet to memory: disk full."]
    )

    storage.failure = nil
    interactor.didEnter("123")
    await MockCalls.until { !listener.addedCards.isEmpty }
    #expect(listener.addedCards.count == 1)
  }

  @Test func aCardOnFileIsRefusedOnceNumberAndExpiryNameItBeforeTheCVC() throws {
    let test = try Self(cards: [Fixtures.visa])
    test.interactor.didEnter("4111 1111 1111 1111")
    test.interactor.didEnter("12/30")

    #expect(test.presenter.messages == ["Visa ****1111, expiring 12/30, is on file already."])
    #expect(test.interactor.field == .expiry)
    // The same number with another expiry is a renewed card: it may be added.
    test.interactor.didEnter("11/31")
    #expect(test.interactor.field == .cvc)
  }

  @Test func aFullWalletIsSaidBeforeAnyDetailIsTyped() throws {
    let cards = (0..<Wallet.maximumCardCount).map { index in
      PaymentMethod(
        id: "card-\(index)", brand: "Visa", lastDigits: String(1000 + index),
        expiry: CardExpiry(month: 12, year: 2030))
    }
    let test = try Self(cards: cards)
    let full = "You can keep up to \(Wallet.maximumCardCount) cards; this wallet is full."
    #expect(test.presenter.messages == [full])

    test.interactor.didEnter("4111 1111 1111 1111")

    #expect(test.presenter.messages == [full, full])
    #expect(test.interactor.field == .number)
  }

  @Test func closeGoesToTheParent() {
    #expect(presenter.listener === interactor)
    interactor.didTapClose()
    #expect(listener.didTapCloseCallCount == 1)
  }
}
