import RIBs
import RIBsCombine
import RIBsTesting
import Testing

@testable import MiniSuperAppKit

@MainActor
@Suite struct TransportHomeInteractorTests {
  final class Dependency: TransportHomeInteractorDependency {
    let superPayRepository: any SuperPayRepository
    init(store: WalletStore) {
      superPayRepository = SuperPayRepositoryImp(store: store, now: { Session.today })
    }
  }

  let presenter = TransportHomePresentableMock()
  let router = TransportHomeRoutingMock()
  let listener = TransportHomeListenerMock()

  func makeInteractor(balance: Int) throws -> (TransportHomeInteractor, Dependency) {
    let dependency = Dependency(
      store: try Fixtures.store(cards: [Fixtures.visa], balance: balance).store)
    let interactor = TransportHomeInteractor(presenter: presenter, dependency: dependency)
    interactor.router = router
    interactor.listener = listener
    interactor.activate()
    return (interactor, dependency)
  }

  @Test func withEnoughBalanceTheRideIsPaid() async throws {
    let (interactor, dependency) = try makeInteractor(balance: 20_000)
    interactor.didTapConfirmRide()
    await MockCalls.until { !listener.paidFares.isEmpty }
    #expect(listener.paidFares == [18_000])
    #expect(dependency.superPayRepository.balance.value == 2_000)
    #expect(presenter.balances == ["20,000 won", "2,000 won"])
    #expect(router.attachTopupCallCount == 0)
  }

  @Test func withTooLittleBalanceATopUpComesFirst() throws {
    let (interactor, _) = try makeInteractor(balance: 1_000)
    interactor.didTapConfirmRide()
    #expect(router.attachTopupCallCount == 1)
    #expect(
      presenter.messages == ["The ride costs 18,000 won; your balance is 1,000 won. Top up first."])
    #expect(listener.paidFares.isEmpty)
  }

  @Test func theRideGoesOnOnceTheTopUpIsDone() async throws {
    let (interactor, dependency) = try makeInteractor(balance: 1_000)
    interactor.didTapConfirmRide()
    try await dependency.superPayRepository.topup(amount: 17_000, paymentMethodID: Fixtures.visa.id)
    interactor.topupDidFinish(TopupReceipt(amount: 20_000, card: Fixtures.visa))
    #expect(router.detachTopupCallCount == 1)
    await MockCalls.until { !listener.paidFares.isEmpty }
    #expect(listener.paidFares == [18_000])
    #expect(dependency.superPayRepository.balance.value == 0)
  }

  @Test func aTopUpTooSmallIsSaidWithoutOfferingAnother() async throws {
    let (interactor, dependency) = try makeInteractor(balance: 1_000)
    interactor.didTapConfirmRide()
    try await dependency.superPayRepository.topup(amount: 1_000, paymentMethodID: Fixtures.visa.id)
    interactor.topupDidFinish(TopupReceipt(amount: 20_000, card: Fixtures.visa))
    #expect(router.attachTopupCallCount == 1)
    #expect(
      presenter.messages.last
        == "The ride costs 18,000 won; your balance is 2,000 won. Top up more to ride.")
    #expect(listener.paidFares.isEmpty)
  }

  @Test func closingTheTopUpStaysOnTheRide() throws {
    let (interactor, _) = try makeInteractor(balance: 0)
    interactor.didTapConfirmRide()
    interactor.topupDidClose()
    #expect(router.detachTopupCallCount == 1)
    #expect(listener.didTapCloseCallCount == 0)
    interactor.didTapClose()
    #expect(listener.didTapCloseCallCount == 1)
  }
}
