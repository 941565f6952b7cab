import Foundation
import RIBs
import RIBsCombine
import RIBsNavigation
import RIBsTesting

@testable import MiniSuperAppKit

// Mocks of the app's protocols, in RIBs' style: calls recorded in order, arguments kept. A record
// that a test waits for (work the code under test finishes in a task) tells `MockCalls`.

final class TopupRoutingMock: ViewableRoutingMock, TopupRouting {
  /// Every routing call, in order, such as "attachAddPaymentMethod(back)".
  var calls: [String] = []
  var cardOnFileArgValues: [[PaymentMethod]] = []

  func attachAddPaymentMethod(closeButtonType: DismissButtonType) {
    calls.append("attachAddPaymentMethod(\(closeButtonType))")
  }
  func detachAddPaymentMethod() { calls.append("detachAddPaymentMethod") }
  func attachEnterAmount() { calls.append("attachEnterAmount") }
  func detachEnterAmount() { calls.append("detachEnterAmount") }
  func attachCardOnFile(paymentMethods: [PaymentMethod], selectedID: String?) {
    calls.append("attachCardOnFile")
    cardOnFileArgValues.append(paymentMethods)
  }
  func detachCardOnFile() { calls.append("detachCardOnFile") }
}

final class ProfileHomeRoutingMock: RoutingMock, ProfileHomeRouting {
  var questions: [RIBDialog<CardRemovalAnswer>] = []
  var shownCardIDs: [String] = []
  func ask(_ question: RIBDialog<CardRemovalAnswer>) { questions.append(question) }
  func showCard(id: String) { shownCardIDs.append(id) }
}

final class TopupListenerMock: TopupListener {
  var calls: [String] = []
  func topupDidClose() { calls.append("topupDidClose") }
  func topupDidFinish(_ receipt: TopupReceipt) { calls.append("topupDidFinish") }
}

/// What TopupInteractor needs, over real repositories.
final class TopupInteractorDependencyMock: TopupInteractorDependency {
  let cardOnFileRepository: any CardOnFileRepository
  let paymentMethodStream = CurrentValuePublisher<PaymentMethod?>(nil)
  var now: @MainActor () -> Date = { Session.today }

  init(store: WalletStore) {
    cardOnFileRepository = CardOnFileRepositoryImp(store: store)
  }
}

final class SuperPayDashboardPresentableMock: SuperPayDashboardPresentable {
  weak var listener: (any SuperPayDashboardPresentableListener)?
  var balances: [String] = []
  func updateBalance(_ balance: String) { balances.append(balance) }
}

final class SuperPayDashboardListenerMock: SuperPayDashboardListener {
  var didTapTopupCallCount = 0
  func superPayDashboardDidTapTopup() { didTapTopupCallCount += 1 }
}

final class CardOnFileDashboardPresentableMock: CardOnFileDashboardPresentable {
  weak var listener: (any CardOnFileDashboardPresentableListener)?
  var updates: [(cards: [String], moreCount: Int)] = []
  func update(cards: [String], moreCount: Int) { updates.append((cards, moreCount)) }
}

final class AddPaymentMethodPresentableMock: AddPaymentMethodPresentable {
  weak var listener: (any AddPaymentMethodPresentableListener)?
  var asked: [(field: CardField, entered: [String])] = []
  var messages: [String] = [] {
    didSet { MockCalls.recorded() }
  }
  func ask(for field: CardField, entered: [String]) { asked.append((field, entered)) }
  func show(message: String) { messages.append(message) }
}

final class AddPaymentMethodListenerMock: AddPaymentMethodListener {
  var didTapCloseCallCount = 0
  var addedCards: [PaymentMethod] = [] {
    didSet { MockCalls.recorded() }
  }
  func addPaymentMethodDidTapClose() { didTapCloseCallCount += 1 }
  func addPaymentMethodDidAddCard(paymentMethod: PaymentMethod) { addedCards.append(paymentMethod) }
}

final class EnterAmountPresentableMock: EnterAmountPresentable {
  weak var listener: (any EnterAmountPresentableListener)?
  var paymentMethodNames: [String?] = []
  var messages: [String] = [] {
    didSet { MockCalls.recorded() }
  }
  var offeredAmounts: [Int] = []
  func updateSelectedPaymentMethod(name: String?) { paymentMethodNames.append(name) }
  func offer(amount: Int) { offeredAmounts.append(amount) }
  func show(message: String) { messages.append(message) }
}

final class EnterAmountListenerMock: EnterAmountListener {
  var calls: [String] = [] {
    didSet { MockCalls.recorded() }
  }
  func enterAmountDidTapClose() { calls.append("close") }
  func enterAmountDidTapPaymentMethod() { calls.append("paymentMethod") }
  var receipts: [TopupReceipt] = []
  func enterAmountDidFinishTopup(_ receipt: TopupReceipt) {
    calls.append("finish")
    receipts.append(receipt)
  }
}

final class TransportHomePresentableMock: TransportHomePresentable {
  weak var listener: (any TransportHomePresentableListener)?
  var balances: [String] = []
  var messages: [String] = []
  func update(balance: String) { balances.append(balance) }
  func show(message: String) { messages.append(message) }
}

final class TransportHomeRoutingMock: ViewableRoutingMock, TransportHomeRouting {
  var attachTopupCallCount = 0
  var detachTopupCallCount = 0
  func attachTopup() { attachTopupCallCount += 1 }
  func detachTopup() { detachTopupCallCount += 1 }
}

final class TransportHomeListenerMock: TransportHomeListener {
  var didTapCloseCallCount = 0
  var paidFares: [Int] = [] {
    didSet { MockCalls.recorded() }
  }
  func transportHomeDidTapClose() { didTapCloseCallCount += 1 }
  func transportHomeDidFinishRide(paid fare: Int) { paidFares.append(fare) }
}

final class ProfileHomePresentableMock: ProfileHomePresentable {
  weak var listener: (any ProfileHomePresentableListener)?
  var names: [String] = []
  var cards: [[String]] = []
  var askedForName: [String] = []
  var endNameEntryCallCount = 0 {
    didSet { MockCalls.recorded() }
  }
  var messages: [String] = [] {
    didSet { MockCalls.recorded() }
  }
  func update(name: String) { names.append(name) }
  func update(cards: [ProfileCard]) { self.cards.append(cards.map(\.name)) }
  func askForName(currentName: String) { askedForName.append(currentName) }
  func endNameEntry() { endNameEntryCallCount += 1 }
  func show(message: String) { messages.append(message) }
}
