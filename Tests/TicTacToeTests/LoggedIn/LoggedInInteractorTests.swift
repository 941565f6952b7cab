import RIBs
import Testing

@testable import TicTacToeKit

@MainActor
@Suite struct LoggedInInteractorTests {
  let router = LoggedInRoutingMock()
  let scoreStream = ScoreStreamImpl()
  let games = [
    GameMock(id: "randomWin", name: "Random Win"), GameMock(id: "ticTacToe", name: "TTT"),
  ]
  let interactor: LoggedInInteractor

  init() {
    interactor = LoggedInInteractor(games: games, mutableScoreStream: scoreStream)
    interactor.router = router
  }

  @Test func activationShowsOffGameAndDeactivationCleansUp() {
    interactor.activate()
    #expect(router.routeToOffGameCallCount == 1)
    interactor.deactivate()
    #expect(router.cleanupViewsCallCount == 1)
  }

  @Test func startGameRoutesToTheGamesBuilder() {
    interactor.startGame(with: games[1])
    #expect(router.routeToGameArgValues.count == 1)
    #expect(router.routeToGameArgValues.first === games[1])
  }

  @Test func winUpdatesTheScoreAtOnceAndClosingReturnsToOffGame() {
    interactor.gameDidFinish(with: .player2)
    interactor.gameDidFinish(with: .player2)
    interactor.gameDidFinish(with: .player1)

    #expect(scoreStream.score == Score(player1Score: 1, player2Score: 2))
    #expect(router.routeToOffGameCallCount == 0)

    interactor.gameDidClose()
    #expect(router.routeToOffGameCallCount == 1)
    #expect(scoreStream.score == Score(player1Score: 1, player2Score: 2))
  }

  @Test func tieLeavesTheScore() {
    interactor.gameDidFinish(with: nil)
    interactor.gameDidClose()
    #expect(scoreStream.score == Score())
    #expect(router.routeToOffGameCallCount == 1)
  }

  @Test func launchGameFindsTheGameByCaseInsensitiveID() async throws {
    let (item, _) = try await interactor.launchGame(with: "TICTACTOE")
    #expect(item === interactor)
    #expect(router.routeToGameArgValues.first === games[1])
  }

  @Test func launchingAnUnknownGameThrowsAClearError() async {
    do {
      _ = try await interactor.launchGame(with: "chess")
      Issue.record("Launching an unknown game did not throw.")
    } catch {
      #expect("\(error)" == "There is no game 'chess'. Games: randomWin, ticTacToe.")
    }
    #expect(router.routeToGameArgValues.isEmpty)
  }
}
