import RIBs
import RIBsCombine
import RIBsNavigation
import RIBsTesting
import Testing

@testable import MiniSuperAppKit

/// Every branch of the top-up flow, with the routing and the listener mocked.
@MainActor
@Suite struct TopupInteractorTests {
  let router = TopupRoutingMock()
  let listener = TopupListenerMock()

  func makeInteractor(cards: [PaymentMethod]) throws -> (
    TopupInteractor, TopupInteractorDependencyMock
  ) {
    let dependency = TopupInteractorDependencyMock(store: try Fixtures.store(cards: cards).store)
    let interactor = TopupInteractor(dependency: dependency)
    interactor.router = router
    interactor.listener = listener
    return (interactor, dependency)
  }

  // MARK: Start

  @Test func withoutACardTheFlowStartsByAddingOne() throws {
    let (interactor, dependency) = try makeInteractor(cards: [])
    interactor.activate()
    #expect(router.calls == ["attachAddPaymentMethod(close)"])
    #expect(dependency.paymentMethodStream.value == nil)
  }

  @Test func withCardsTheFlowStartsWithTheAmountAndTheFirstCard() throws {
    let (interactor, dependency) = try makeInteractor(
      cards: [Fixtures.visa, Fixtures.mastercard])
    interactor.activate()
    #expect(router.calls == ["attachEnterAmount"])
    #expect(dependency.paymentMethodStream.value == Fixtures.visa)
  }

  @Test func anExpiredCardIsNeverPreselected() throws {
    let (interactor, dependency) = try makeInteractor(
      cards: [Fixtures.expiredAmex, Fixtures.mastercard])
    interactor.activate()
    #expect(router.calls == ["attachEnterAmount"])
    #expect(dependency.paymentMethodStream.value == Fixtures.mastercard)
  }

  @Test func withOnlyExpiredCardsTheFlowStartsByAddingOne() throws {
    let (interactor, dependency) = try makeInteractor(cards: [Fixtures.expiredAmex])
    interactor.activate()
    #expect(router.calls == ["attachAddPaymentMethod(close)"])
    #expect(dependency.paymentMethodStream.value == nil)
  }

  @Test func aScreenTheUserWentBackFromChangesNothingElse() throws {
    let (interactor, _) = try makeInteractor(cards: [Fixtures.visa])
    interactor.activate()
    interactor.enterAmountDidTapPaymentMethod()
    // The card list, popped by the stack.
    interactor.userDidDismiss([RIBScreen(ViewableRoutingMock(), route: nil, id: .init(rawValue: 1))]
    )
    #expect(router.calls == ["attachEnterAmount", "attachCardOnFile"])
    #expect(listener.calls.isEmpty)
  }

  // MARK: Without a card

  @Test func closingTheFirstCardFormClosesTheFlow() throws {
    let (interactor, _) = try makeInteractor(cards: [])
    interactor.activate()
    interactor.addPaymentMethodDidTapClose()
    #expect(router.calls.dropFirst() == ["detachAddPaymentMethod"])
    #expect(listener.calls == ["topupDidClose"])
  }

  @Test func theFirstCardAddedIsSelectedAndTheAmountIsAskedNext() throws {
    let (interactor, dependency) = try makeInteractor(cards: [])
    interactor.activate()
    interactor.addPaymentMethodDidAddCard(paymentMethod: Fixtures.visa)
    #expect(router.calls.dropFirst() == ["detachAddPaymentMethod", "attachEnterAmount"])
    #expect(dependency.paymentMethodStream.value == Fixtures.visa)
    #expect(listener.calls.isEmpty)

    // From then on, the amount is the first screen: closing it closes the flow.
    interactor.enterAmountDidTapClose()
    #expect(router.calls.last == "detachEnterAmount")
    #expect(listener.calls == ["topupDidClose"])
  }

  // MARK: With cards

  @Test func closingTheAmountClosesTheFlow() throws {
    let (interactor, _) = try makeInteractor(cards: [Fixtures.visa])
    interactor.activate()
    interactor.enterAmountDidTapClose()
    #expect(router.calls == ["attachEnterAmount", "detachEnterAmount"])
    #expect(listener.calls == ["topupDidClose"])
  }

  @Test func toppingUpFinishesTheFlow() throws {
    let (interactor, _) = try makeInteractor(cards: [Fixtures.visa])
    interactor.activate()
    interactor.enterAmountDidFinishTopup(TopupReceipt(amount: 5, card: Fixtures.visa))
    #expect(listener.calls == ["topupDidFinish"])
  }

  @Test func theCardListShowsTheCardsOnFile() throws {
    let (interactor, _) = try makeInteractor(cards: [Fixtures.visa, Fixtures.mastercard])
    interactor.activate()
    interactor.enterAmountDidTapPaymentMethod()
    #expect(router.calls == ["attachEnterAmount", "attachCardOnFile"])
    #expect(router.cardOnFileArgValues == [[Fixtures.visa, Fixtures.mastercard]])
  }

  @Test func selectingACardSelectsItAndGoesBackToTheAmount() throws {
    let (interactor, dependency) = try makeInteractor(cards: [Fixtures.visa, Fixtures.mastercard])
    interactor.activate()
    interactor.enterAmountDidTapPaymentMethod()
    interactor.cardOnFileDidSelect(at: 1)
    #expect(dependency.paymentMethodStream.value == Fixtures.mastercard)
    #expect(router.calls.last == "detachCardOnFile")
    #expect(listener.calls.isEmpty)
  }

  @Test func selectingAnIndexThatIsNotACardKeepsTheSelection() throws {
    let (interactor, dependency) = try makeInteractor(cards: [Fixtures.visa])
    interactor.activate()
    interactor.enterAmountDidTapPaymentMethod()
    interactor.cardOnFileDidSelect(at: 5)
    #expect(dependency.paymentMethodStream.value == Fixtures.visa)
    #expect(router.calls.last == "detachCardOnFile")
  }

  @Test func closingTheCardListGoesBackToTheAmount() throws {
    let (interactor, dependency) = try makeInteractor(cards: [Fixtures.visa])
    interactor.activate()
    interactor.enterAmountDidTapPaymentMethod()
    interactor.cardOnFileDidTapClose()
    #expect(router.calls == ["attachEnterAmount", "attachCardOnFile", "detachCardOnFile"])
    #expect(dependency.paymentMethodStream.value == Fixtures.visa)
    #expect(listener.calls.isEmpty)
  }

  @Test func aCardAddedFromTheListIsSelectedAndTheAmountComesBack() throws {
    let (interactor, dependency) = try makeInteractor(cards: [Fixtures.visa])
    interactor.activate()
    interactor.enterAmountDidTapPaymentMethod()
    interactor.cardOnFileDidTapAddCard()
    interactor.addPaymentMethodDidAddCard(paymentMethod: Fixtures.mastercard)
    #expect(
      router.calls == [
        "attachEnterAmount", "attachCardOnFile", "attachAddPaymentMethod(back)",
        "detachAddPaymentMethod", "detachCardOnFile",
      ])
    #expect(dependency.paymentMethodStream.value == Fixtures.mastercard)
    #expect(listener.calls.isEmpty)
  }

  @Test func closingTheCardFormFromTheListGoesBackToTheList() throws {
    let (interactor, _) = try makeInteractor(cards: [Fixtures.visa])
    interactor.activate()
    interactor.enterAmountDidTapPaymentMethod()
    interactor.cardOnFileDidTapAddCard()
    interactor.addPaymentMethodDidTapClose()
    #expect(router.calls.last == "detachAddPaymentMethod")
    #expect(listener.calls.isEmpty)
  }
}
