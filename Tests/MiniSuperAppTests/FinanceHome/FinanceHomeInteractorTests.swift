import RIBs
import RIBsTesting
import Testing

@testable import MiniSuperAppKit

@MainActor
@Suite struct FinanceHomeInteractorTests {
  final class PresentableMock: FinanceHomePresentable {
    weak var listener: (any FinanceHomePresentableListener)?
    var messages: [String] = []
    func show(message: String) { messages.append(message) }
  }

  /// Keeps the flows as the real router does: at most one of each, `presentedFlow` from them.
  final class RoutingMock: ViewableRoutingMock, FinanceHomeRouting {
    var isAddingCard = false
    var topupAmounts: [Int?] = []
    var isToppingUp = false
    /// Whether each presentation animated, in order.
    var animations: [Bool] = []
    func attachSuperPayDashboard() {}
    func attachCardOnFileDashboard() {}
    func attachAddPaymentMethod(animated: Bool) {
      isAddingCard = true
      animations.append(animated)
    }
    func detachAddPaymentMethod() { isAddingCard = false }
    func attachTopup(suggestedAmount: Int?, animated: Bool) {
      isToppingUp = true
      topupAmounts.append(suggestedAmount)
      animations.append(animated)
    }
    func detachTopup() { isToppingUp = false }
    var presentedFlow: FinanceHomeFlow? {
      isAddingCard ? .addPaymentMethod : isToppingUp ? .topup : nil
    }
  }

  let router = RoutingMock()
  let interactor: FinanceHomeInteractor
  /// Active for the test; deactivated on the main actor when the suite goes.
  let activation: ScopedActivation

  init() {
    interactor = FinanceHomeInteractor(presenter: PresentableMock())
    interactor.router = router
    activation = ScopedActivation(of: interactor)
  }

  @Test func aTopUpLinkOpensTheFlowWithItsAmount() throws {
    let (item, _) = try interactor.openTopup(suggestedAmount: 12_000)
    #expect(item === interactor)
    #expect(router.topupAmounts == [12_000])
    // The same flow without an amount is already there: the link keeps it.
    _ = try interactor.openTopup(suggestedAmount: nil)
    #expect(router.topupAmounts == [12_000])
  }

  @Test func aLinkPresentsWithoutAnimationAndATapWithIt() throws {
    _ = try interactor.openTopup(suggestedAmount: nil)
    interactor.topupDidClose()
    interactor.superPayDashboardDidTapTopup()
    interactor.topupDidClose()
    _ = try interactor.openAddPaymentMethod()
    interactor.addPaymentMethodDidTapClose()
    interactor.cardOnFileDashboardDidTapAddPaymentMethod()

    #expect(router.animations == [false, true, false, true])
  }

  @Test func aLinkNeverReplacesAFlowTheUserIsIn() throws {
    _ = try interactor.openTopup(suggestedAmount: nil)
    #expect(throws: FlowInProgressError.self) { try interactor.openTopup(suggestedAmount: 500) }
    #expect(throws: FlowInProgressError.self) { try interactor.openAddPaymentMethod() }
    #expect(router.topupAmounts == [nil])
    #expect(!router.isAddingCard)

    interactor.topupDidClose()
    _ = try interactor.openAddPaymentMethod()
    _ = try interactor.openAddPaymentMethod()
    #expect(router.isAddingCard)
    let error = #expect(throws: FlowInProgressError.self) {
      try interactor.openTopup(suggestedAmount: nil)
    }
    #expect(
      error?.description
        == "A card is being added: finish or close that form, then open the link again.")
    #expect(router.topupAmounts == [nil])
  }
}
