import RIBs
import RIBsCombine
import RIBsTesting
import Testing

@testable import MiniSuperAppKit

@MainActor
@Suite struct EnterAmountInteractorTests {
  final class Dependency: EnterAmountInteractorDependency {
    let selected = CurrentValuePublisher<PaymentMethod?>(Fixtures.visa)
    let superPayRepository: any SuperPayRepository
    var suggestedAmount: Int?
    var selectedPaymentMethod: ReadOnlyCurrentValuePublisher<PaymentMethod?> { selected }
    init(store: WalletStore) {
      superPayRepository = SuperPayRepositoryImp(store: store, now: { Session.today })
    }
  }

  let presenter = EnterAmountPresentableMock()
  let listener = EnterAmountListenerMock()
  let storage: InMemoryWalletStorage
  let dependency: Dependency
  let interactor: EnterAmountInteractor
  /// Active for the test; deactivated on the main actor when the suite goes.
  let activation: ScopedActivation

  init() throws {
    try self.init(suggestedAmount: nil)
  }

  init(suggestedAmount: Int?) throws {
    let (store, storage) = try Fixtures.store(cards: [Fixtures.visa, Fixtures.mastercard])
    self.storage = storage
    dependency = Dependency(store: store)
    dependency.suggestedAmount = suggestedAmount
    interactor = EnterAmountInteractor(presenter: presenter, dependency: dependency)
    interactor.listener = listener
    activation = ScopedActivation(of: interactor)
  }

  @Test func showsTheSelectedCardAsItChanges() {
    dependency.selected.send(Fixtures.mastercard)
    #expect(presenter.paymentMethodNames == ["Visa ****1111", "Mastercard ****4444"])
  }

  @Test func theInspectorIsToldTheSelectedCardMasked() {
    dependency.selected.send(Fixtures.mastercard)

    #expect(
      interactor.labelledValues == [
        RIBLabelledValue("card", "Mastercard ****4444"), RIBLabelledValue("topping up", "no"),
      ])
  }

  @Test func topsUpWithTheSelectedCardThenFinishes() async {
    interactor.didEnter(amount: "10,000")
    await MockCalls.until { !listener.calls.isEmpty }
    #expect(listener.calls == ["finish"])
    #expect(dependency.superPayRepository.balance.value == 10_000)
    #expect(storage.wallet?.balance == 10_000)
  }

  @Test func returnTopsUpTheAmountALinkSuggestsAndATypedAmountReplacesIt() async throws {
    let suggested = try EnterAmountInteractorTests(suggestedAmount: 7_000)
    #expect(suggested.presenter.offeredAmounts == [7_000])
    suggested.interactor.didEnter(amount: "  ")
    await MockCalls.until { !suggested.listener.calls.isEmpty }
    #expect(suggested.listener.receipts.map(\.amount) == [7_000])

    // Without a suggestion, Return is a missing amount; with one, a typed amount wins.
    #expect(presenter.offeredAmounts.isEmpty)
    interactor.didEnter(amount: "")
    #expect(presenter.messages == ["Type an amount in won, such as 10000."])
    let typed = try EnterAmountInteractorTests(suggestedAmount: 7_000)
    typed.interactor.didEnter(amount: "300")
    await MockCalls.until { !typed.listener.calls.isEmpty }
    #expect(typed.listener.receipts.map(\.amount) == [300])
  }

  @Test func aBadAmountIsExplainedAndNothingChanges() async {
    for text in ["ten", "0", "-1", "5000000"] { interactor.didEnter(amount: text) }
    #expect(presenter.messages.count == 4)
    #expect(dependency.superPayRepository.balance.value == 0)
    #expect(listener.calls.isEmpty)
  }

  @Test func aTopUpThatCannotBeSavedIsReportedAndCanBeTriedAgain() async {
    storage.failure = "disk full"
    interactor.didEnter(amount: "500")
    await MockCalls.until { !presenter.messages.isEmpty }
    #expect(
      presenter.messages == ["Could not top up: Cannot save the wallet to memory: disk full."])
    #expect(listener.calls.isEmpty)

    storage.failure = nil
    interactor.didEnter(amount: "500")
    await MockCalls.until { !listener.calls.isEmpty }
    #expect(listener.calls == ["finish"])
  }

  @Test func withoutACardItAsksForOne() {
    dependency.selected.send(nil)
    interactor.didEnter(amount: "500")
    #expect(presenter.messages == ["Choose a card first: type c."])
  }

  @Test func closeAndChangeCardGoToTheParent() {
    interactor.didTapPaymentMethod()
    interactor.didTapClose()
    #expect(listener.calls == ["paymentMethod", "close"])
  }
}
