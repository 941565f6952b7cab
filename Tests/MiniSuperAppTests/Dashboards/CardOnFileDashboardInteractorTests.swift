import RIBs
import RIBsTesting
import Testing

@testable import MiniSuperAppKit

@MainActor
@Suite struct CardOnFileDashboardInteractorTests {
  final class Dependency: CardOnFileDashboardInteractorDependency {
    let cardOnFileRepository: any CardOnFileRepository
    init(store: WalletStore) { cardOnFileRepository = CardOnFileRepositoryImp(store: store) }
  }

  let presenter = CardOnFileDashboardPresentableMock()

  func makeInteractor(cards: [PaymentMethod]) throws -> (
    CardOnFileDashboardInteractor, any CardOnFileRepository
  ) {
    let dependency = Dependency(store: try Fixtures.store(cards: cards).store)
    return (
      CardOnFileDashboardInteractor(presenter: presenter, dependency: dependency),
      dependency.cardOnFileRepository
    )
  }

  @Test func showsTheCardsAndEachCardAdded() async throws {
    let (interactor, repository) = try makeInteractor(cards: [Fixtures.visa])
    interactor.activate()
    _ = try await repository.addCard(
      number: "5555555555554444", expiry: CardExpiry(month: 1, year: 2031))
    #expect(
      presenter.updates.map(\.cards) == [
        ["Visa ****1111"], ["Visa ****1111", "Mastercard ****4444"],
      ])
    #expect(presenter.updates.map(\.moreCount) == [0, 0])
  }

  @Test func showsFiveCardsAtMostAndCountsTheRest() throws {
    let cards = (1...7).map { index in
      PaymentMethod(
        id: "\(index)", brand: "Visa", lastDigits: "000\(index)",
        expiry: CardExpiry(month: 1, year: 2031))
    }
    let (interactor, _) = try makeInteractor(cards: cards)
    interactor.activate()
    #expect(presenter.updates.last?.cards == (1...5).map { "Visa ****000\($0)" })
    #expect(presenter.updates.last?.moreCount == 2)
  }

  @Test func stopsFollowingTheCardsWhenDeactivated() async throws {
    let (interactor, repository) = try makeInteractor(cards: [])
    interactor.activate()
    interactor.deactivate()
    _ = try await repository.addCard(
      number: "4111111111111111", expiry: CardExpiry(month: 1, year: 2031))
    #expect(presenter.updates.map(\.cards) == [[]])
  }
}
