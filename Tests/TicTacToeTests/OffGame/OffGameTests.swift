import RIBs
import RIBsTesting
import Testing

@testable import TicTacToeKit

@MainActor
@Suite struct OffGameRouterTests {
  @Test func loadingAttachesTheScoreBoardAndEmbedsItsView() {
    let viewController = OffGameViewControllableMock()
    let scoreBoardBuilder = BasicScoreBoardBuildableMock()
    let router = OffGameRouter(
      interactor: OffGameInteractableMock(), viewController: viewController,
      basicScoreBoardBuilder: scoreBoardBuilder)

    router.load()
    router.load()

    #expect(scoreBoardBuilder.buildCallCount == 1)
    #expect(router.hasChild(scoreBoardBuilder.scoreBoard), "\(router.treeDescription)")
    #expect(viewController.shownScoreBoards.count == 1)
    #expect(viewController.shownScoreBoards.first === scoreBoardBuilder.scoreBoard.viewControllable)
  }
}

@MainActor
@Suite struct OffGameInteractorTests {
  @Test func startingAGameGoesUpToTheListener() {
    let viewController = OffGameViewController(games: [])
    let interactor = OffGameInteractor(presenter: viewController)
    let listener = OffGameListenerMock()
    interactor.listener = listener
    let game = GameMock(id: "g", name: "G")

    viewController.listener?.start(game)

    #expect(listener.startedGames.count == 1)
    #expect(listener.startedGames.first === game)
  }
}

/// The routers whose only job is to be their interactor's router.
@MainActor
@Suite struct ViewableRouterWiringTests {
  @Test func loggedOutRouterIsItsInteractorsRouter() {
    let interactor = LoggedOutInteractor(presenter: LoggedOutPresentableMock())
    let router = LoggedOutRouter(interactor: interactor, viewController: LoggedOutViewController())
    #expect(interactor.router === router)
  }

  @Test func ticTacToeRouterIsItsInteractorsRouter() {
    let names = PlayerNames(player1: "A", player2: "B")
    let viewController = TicTacToeViewController(playerNames: names)
    let interactor = TicTacToeInteractor(presenter: viewController, playerNames: names)
    let router = TicTacToeRouter(interactor: interactor, viewController: viewController)
    #expect(interactor.router === router)
    #expect(viewController.listener === interactor)
  }

  @Test func randomWinRouterIsItsInteractorsRouter() {
    let viewController = RandomWinViewController(
      playerNames: PlayerNames(player1: "A", player2: "B"))
    let interactor = RandomWinInteractor(presenter: viewController, randomPlayerSource: .seeded(1))
    let router = RandomWinRouter(interactor: interactor, viewController: viewController)
    #expect(interactor.router === router)
  }

  @Test func basicScoreBoardRouterIsItsInteractorsRouter() {
    let viewController = BasicScoreBoardViewController(
      playerNames: PlayerNames(player1: "A", player2: "B"))
    let interactor = BasicScoreBoardInteractor(
      presenter: viewController, scoreStream: ScoreStreamImpl())
    let router = BasicScoreBoardRouter(interactor: interactor, viewController: viewController)
    #expect(interactor.router === router)
  }
}
