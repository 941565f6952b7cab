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
    await presenter.waitForScores(count: 2)
    #expect(presenter.scores.last == Score(player1Score: 1, player2Score: 1))
  }

  @Test func theInspectorIsToldTheScore() {
    let scoreStream = ScoreStreamImpl()
    let interactor = BasicScoreBoardInteractor(
      presenter: BasicScoreBoardPresentableMock(), scoreStream: scoreStream)
    scoreStream.updateScore(withWinner: .player2)

    #expect(interactor.labelledValues == [RIBLabelledValue("score", "0 – 1")])
  }

  @Test func stopsFollowingTheScoreWhenDeactivated() async {
    let scoreStream = ScoreStreamImpl()
    let presenter = BasicScoreBoardPresentableMock()
    let interactor = BasicScoreBoardInteractor(presenter: presenter, scoreStream: scoreStream)
    interactor.activate()

    #expect(scoreStream.followerCount == 1)

    interactor.deactivate()
    // The cancelled task ends and drops its stream.
    await interactor.scoreFollowing?.value
    scoreStream.updateScore(withWinner: .player2)

    // Deactivation ended the interactor's stream: the update finds no one to deliver to.
    #expect(scoreStream.followerCount == 0)
    #expect(presenter.scores == [Score()])
  }
}
