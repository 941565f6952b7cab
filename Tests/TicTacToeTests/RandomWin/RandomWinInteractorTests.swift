import RIBs
import Testing

@testable import TicTacToeKit

@MainActor
@Suite struct RandomWinInteractorTests {
  @Test func winnerComesFromTheRandomSourceAndIsReportedAtOnce() {
    let expected = (0..<5).map { _ in RandomPlayerSource.seeded(42).nextWinner() }
    let presenter = RandomWinPresentableMock()
    let listener = RandomWinListenerMock()
    let interactor = RandomWinInteractor(presenter: presenter, randomPlayerSource: .seeded(42))
    interactor.listener = listener
    interactor.activate()

    interactor.closeGame()
    #expect(listener.closeCallCount == 0)
    interactor.play()
    interactor.play()
    #expect(listener.winners == [expected[0]])
    interactor.closeGame()

    #expect(presenter.announcedWinners == [expected[0]])
    #expect(listener.winners == [expected[0]])
    #expect(listener.closeCallCount == 1)
  }

  @Test func seededSourceRepeatsAndDrawsBothPlayers() {
    let first = RandomPlayerSource.seeded(7)
    let second = RandomPlayerSource.seeded(7)
    let draws = (0..<32).map { _ in first.nextWinner() }
    #expect(draws == (0..<32).map { _ in second.nextWinner() })
    #expect(Set(draws) == [.player1, .player2])
  }
}
