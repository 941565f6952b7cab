import RIBs
import Testing

@testable import TicTacToeKit

@MainActor
@Suite struct BasicScoreBoardInteractorTests {
  @Test func showsTheCurrentScoreAtOnceThenEveryUpdate() async {
    let scoreStream = ScoreStreamImpl()
    scoreStream.updateScore(withWinner: .player1)
    let presenter = BasicScoreBoardPresentableMock()
    let interactor = BasicScoreBoardInteractor(presenter: presenter, scoreStream: scoreStream)

    interactor.activate()
    #expect(presenter.scores == [Score(player1Score: 1, player2Score: 0)])

    scoreStream.updateScore(withWinner: .player2)
    while presenter.scores.count < 2 { await Task.yield() }
    #expect(presenter.scores.last == Score(player1Score: 1, player2Score: 1))
  }

  @Test func stopsFollowingTheScoreWhenDeactivated() async {
    let scoreStream = ScoreStreamImpl()
    let presenter = BasicScoreBoardPresentableMock()
    let interactor = BasicScoreBoardInteractor(presenter: presenter, scoreStream: scoreStream)
    interactor.activate()

    interactor.deactivate()
    scoreStream.updateScore(withWinner: .player2)
    for _ in 0..<20 { await Task.yield() }

    #expect(presenter.scores == [Score()])
  }
}
