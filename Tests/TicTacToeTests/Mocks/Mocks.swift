import Foundation
import RIBs
import RIBsTesting

@testable import TicTacToeKit

// Mocks of the app's protocols, in RIBs' style: call counts, arguments and handlers.

final class RootPresentableMock: RootPresentable {
  weak var listener: (any RootPresentableListener)?
  var messages: [String] = []
  func show(message: String) { messages.append(message) }
}

final class RootRoutingMock: ViewableRoutingMock, RootRouting {
  var routeToLoggedInArgValues: [(String, String)] = []
  var routeToLoggedInHandler: (() -> any LoggedInActionableItem)?

  func routeToLoggedIn(withPlayer1Name player1Name: String, player2Name: String)
    -> any LoggedInActionableItem
  {
    routeToLoggedInArgValues.append((player1Name, player2Name))
    return routeToLoggedInHandler?() ?? LoggedInActionableItemMock()
  }
}

final class LoggedInActionableItemMock: LoggedInActionableItem {
  var launchGameArgValues: [String] = []
  private var launchWaiters: [CheckedContinuation<Void, Never>] = []

  func launchGame(with id: String) async throws -> (any LoggedInActionableItem, Void) {
    launchGameArgValues.append(id)
    for waiter in launchWaiters { waiter.resume() }
    launchWaiters = []
    return (self, ())
  }

  /// Returns once a game has been launched.
  func waitForLaunch() async {
    guard launchGameArgValues.isEmpty else { return }
    await withCheckedContinuation { launchWaiters.append($0) }
  }
}

final class LoggedOutListenerMock: LoggedOutListener {
  var didLoginArgValues: [(String, String)] = []
  func didLogin(withPlayer1Name player1Name: String, player2Name: String) {
    didLoginArgValues.append((player1Name, player2Name))
  }
}

final class LoggedOutPresentableMock: LoggedOutPresentable {
  weak var listener: (any LoggedOutPresentableListener)?
}

final class LoggedInRoutingMock: RoutingMock, LoggedInRouting {
  var routeToOffGameCallCount = 0
  var routeToGameArgValues: [any GameBuildable] = []
  var cleanupViewsCallCount = 0

  func routeToOffGame(with games: [any Game]) { routeToOffGameCallCount += 1 }
  func routeToGame(with gameBuilder: any GameBuildable) { routeToGameArgValues.append(gameBuilder) }
  func cleanupViews() { cleanupViewsCallCount += 1 }
}

final class GameMock: Game, GameBuildable {
  let id: String
  let name: String
  var builder: any GameBuildable { self }
  var buildCallCount = 0

  init(id: String, name: String) {
    self.id = id
    self.name = name
  }

  func build(withListener listener: any GameListener) -> any ViewableRouting {
    buildCallCount += 1
    return ViewableRoutingMock()
  }
}

final class TicTacToePresentableMock: TicTacToePresentable {
  weak var listener: (any TicTacToePresentableListener)?
  var boards: [Board] = []
  var currentPlayers: [PlayerType] = []
  var messages: [String] = []
  var announcedWinners: [PlayerType?] = []

  func show(board: Board, currentPlayer: PlayerType) {
    boards.append(board)
    currentPlayers.append(currentPlayer)
  }
  func show(message: String) { messages.append(message) }
  func announce(winner: PlayerType?) { announcedWinners.append(winner) }
}

final class TicTacToeListenerMock: TicTacToeListener {
  var winners: [PlayerType?] = []
  var closeCallCount = 0
  func ticTacToeDidFinish(with winner: PlayerType?) { winners.append(winner) }
  func ticTacToeDidClose() { closeCallCount += 1 }
}

final class RandomWinPresentableMock: RandomWinPresentable {
  weak var listener: (any RandomWinPresentableListener)?
  var announcedWinners: [PlayerType] = []
  func announce(winner: PlayerType) { announcedWinners.append(winner) }
}

final class RandomWinListenerMock: RandomWinListener {
  var winners: [PlayerType] = []
  var closeCallCount = 0
  func randomWinDidFinish(with winner: PlayerType) { winners.append(winner) }
  func randomWinDidClose() { closeCallCount += 1 }
}

final class BasicScoreBoardPresentableMock: BasicScoreBoardPresentable {
  var scores: [Score] = []
  private var showWaiters: [CheckedContinuation<Void, Never>] = []

  func show(score: Score) {
    scores.append(score)
    for waiter in showWaiters { waiter.resume() }
    showWaiters = []
  }

  /// Returns once `count` scores have been shown.
  func waitForScores(count: Int) async {
    while scores.count < count {
      await withCheckedContinuation { showWaiters.append($0) }
    }
  }
}

final class LoggedInViewControllableMock: ViewControllableMock, LoggedInViewControllable,
  RootViewControllable
{
  var replaceModalArgValues: [(any ViewControllable)?] = []
  func replaceModal(viewController: (any ViewControllable)?) {
    replaceModalArgValues.append(viewController)
  }
}

final class LoggedInInteractableMock: InteractableMock, LoggedInInteractable {
  weak var router: (any LoggedInRouting)?
  var listener: (any LoggedInListener)?
  var startGameCallCount = 0
  var gameDidFinishArgValues: [PlayerType?] = []
  var gameDidCloseCallCount = 0
  func startGame(with game: any Game) { startGameCallCount += 1 }
  func gameDidFinish(with winner: PlayerType?) { gameDidFinishArgValues.append(winner) }
  func gameDidClose() { gameDidCloseCallCount += 1 }
}

final class OffGameBuildableMock: OffGameBuildable {
  var buildCallCount = 0
  var buildHandler: (() -> any OffGameRouting)?

  func build(withListener listener: any OffGameListener, games: [any Game]) -> any OffGameRouting {
    buildCallCount += 1
    return buildHandler?() ?? OffGameRoutingMock()
  }
}

final class OffGameRoutingMock: ViewableRoutingMock, OffGameRouting {}

final class RootInteractableMock: InteractableMock, RootInteractable {
  weak var router: (any RootRouting)?
  var listener: (any RootListener)?
  func didLogin(withPlayer1Name player1Name: String, player2Name: String) {}
}

final class LoggedOutBuildableMock: LoggedOutBuildable {
  let loggedOut = LoggedOutRoutingMock()
  var buildCallCount = 0

  func build(withListener listener: any LoggedOutListener) -> any LoggedOutRouting {
    buildCallCount += 1
    return loggedOut
  }
}

final class LoggedOutRoutingMock: ViewableRoutingMock, LoggedOutRouting {}

final class LoggedInBuildableMock: LoggedInBuildable {
  let loggedIn = LoggedInRoutingMock()
  let actionableItem = LoggedInActionableItemMock()
  var buildArgValues: [(String, String)] = []

  func build(withListener listener: any LoggedInListener, player1Name: String, player2Name: String)
    -> (router: any LoggedInRouting, actionableItem: any LoggedInActionableItem)
  {
    buildArgValues.append((player1Name, player2Name))
    return (loggedIn, actionableItem)
  }
}

final class OffGameInteractableMock: InteractableMock, OffGameInteractable {
  weak var router: (any OffGameRouting)?
  var listener: (any OffGameListener)?
}

final class OffGameViewControllableMock: ViewControllableMock, OffGameViewControllable {
  var shownScoreBoards: [any ViewControllable] = []
  func show(scoreBoardView: any ViewControllable) { shownScoreBoards.append(scoreBoardView) }
}

final class BasicScoreBoardBuildableMock: BasicScoreBoardBuildable {
  let scoreBoard = BasicScoreBoardRoutingMock()
  var buildCallCount = 0

  func build(withListener listener: any BasicScoreBoardListener) -> any BasicScoreBoardRouting {
    buildCallCount += 1
    return scoreBoard
  }
}

final class BasicScoreBoardRoutingMock: ViewableRoutingMock, BasicScoreBoardRouting {}

final class OffGameListenerMock: OffGameListener {
  var startedGames: [any Game] = []
  func startGame(with game: any Game) { startedGames.append(game) }
}
