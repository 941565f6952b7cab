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

  init() throws {
    let (store, storage) = try Fixtures.store()
    self.storage = storage
    dependency = Dependency(store: store)
    interactor = AddPaymentMethodInteractor(presenter: presenter, dependency: dependency)
    interactor.listener = listener
    interactor.activate()
  }

  @Test func asksForEachDetailInTurnThenAddsTheCard() async {
    #expect(presenter.asked.map(\.field) == [.number])
    interactor.didEnter("4111 1111 1111 1111")
    interactor.didEnter("123")
    #expect(presenter.asked.map(\.field) == [.number, .cvc, .expiry])
    #expect(presenter.asked.last?.entered == ["Number: ****1111", "CVC: ***"])

    interactor.didEnter("12/30")

    await MockCalls.until { !listener.addedCards.isEmpty }
    #expect(listener.addedCards.map(\.displayName) == ["Visa ****1111"])
    #expect(dependency.cardOnFileRepository.cardOnFile.value == listener.addedCards)
    #expect(presenter.messages.isEmpty)
  }

  @Test func aWrongDetailIsExplainedAndAskedAgainKeepingTheOthers() {
    interactor.didEnter("4111 1111 1111 1111")
    interactor.didEnter("12")
    interactor.didEnter("123")
    interactor.didEnter("01/20")

    #expect(
      presenter.messages == [
        "This card's CVC has 3 digits, such as 123.",
        "This card expired at the end of 01/20. Add a card that has not expired.",
      ])
    #expect(interactor.field == .expiry)
    #expect(presenter.asked.last?.entered == ["Number: ****1111", "CVC: ***"])
    #expect(listener.addedCards.isEmpty)
    #expect(dependency.cardOnFileRepository.cardOnFile.value.isEmpty)
  }

  @Test func aCardThatCannotBeSavedCanBeTriedAgain() async {
    storage.failure = "disk full"
    for text in ["4111 1111 1111 1111", "123", "12/30"] { interactor.didEnter(text) }
    await MockCalls.until { !presenter.messages.isEmpty }
    #expect(
      presenter.messages == ["Could not add the card: Cannot save the wallet to memory: disk full."]
    )

    storage.failure = nil
    interactor.didEnter("12/30")
    await MockCalls.until { !listener.addedCards.isEmpty }
    #expect(listener.addedCards.count == 1)
  }

  @Test func closeGoesToTheParent() {
    #expect(presenter.listener === interactor)
    interactor.didTapClose()
    #expect(listener.didTapCloseCallCount == 1)
  }
}
