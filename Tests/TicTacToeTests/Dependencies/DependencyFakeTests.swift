import RIBs
import RIBsTesting
import Testing

@testable import TicTacToeKit

/// TicTacToe's RIBs built in a test from the fakes the RIBsDependencies plugin writes for this
/// target, without their ancestors.
@MainActor
@Suite struct DependencyFakeTests {
  @Test func aRIBIsBuiltFromTheNeedsATestGivesItsFake() throws {
    let winner = RandomPlayerSource.seeded(42).nextWinner()
    let dependency = RandomWinDependencyFake(
      playerNames: PlayerNames(player1: "Ann", player2: "Bo"), randomPlayerSource: .seeded(42))
    let listener = RandomWinListenerMock()
    let router = RandomWinBuilder(dependency: dependency).build(withListener: listener)
    let interactor = try #require(router.interactable as? RandomWinInteractor)

    interactor.activate()
    interactor.play()

    #expect(listener.winners == [winner])
  }

  @Test func aNeedTheTestSetsAfterwardsIsReadFromTheFake() {
    let dependency = BasicScoreBoardDependencyFake(player1Name: "Ann")
    dependency.player2Name = "Bo"

    #expect(dependency.player1Name == "Ann")
    #expect(dependency.player2Name == "Bo")
  }

  @Test func aFakeHasEveryNeedItsRIBPassesOnFromAbove() {
    // LoggedIn declares only its view; RandomWin's source comes through its forwarding protocol.
    let dependency = LoggedInDependencyFake(randomPlayerSource: .seeded(1))

    #expect(dependency.randomPlayerSource.nextWinner() == RandomPlayerSource.seeded(1).nextWinner())
  }

  @Test func readingANeedTheTestDidNotGiveStopsAndNamesIt() async throws {
    let result = try await #require(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        _ = BasicScoreBoardDependencyFake(player1Name: "Ann").scoreStream
      }
    }
    let message = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(
      message.contains(
        "BasicScoreBoardDependencyFake.scoreStream was read, but it was not given"))
  }
}
