import RIBs
import RIBsTesting
import Testing

@testable import TicTacToeKit

@MainActor
@Suite struct TicTacToeInteractorTests {
  let presenter = TicTacToePresentableMock()
  let listener = TicTacToeListenerMock()
  let interactor: TicTacToeInteractor
  /// Active for the test; deactivated on the main actor when the suite goes.
  let activation: ScopedActivation

  init() {
    interactor = TicTacToeInteractor(
      presenter: presenter, playerNames: PlayerNames(player1: "Ann", player2: "Bo"))
    interactor.listener = listener
    activation = ScopedActivation(of: interactor)
  }

  @Test func player1StartsAndPlayersAlternate() {
    #expect(presenter.currentPlayers == [.player1])
    interactor.placeCurrentPlayerMark(atRow: 1, column: 1)
    interactor.placeCurrentPlayerMark(atRow: 2, column: 2)
    #expect(presenter.currentPlayers == [.player1, .player2, .player1])
    #expect(interactor.board.cells[0][0] == .player1)
    #expect(interactor.board.cells[1][1] == .player2)
  }

  @Test func theInspectorIsToldWhoseTurnItIsAndHowManyMarksThereAre() {
    interactor.placeCurrentPlayerMark(atRow: 1, column: 1)

    #expect(
      interactor.labelledValues == [
        RIBLabelledValue("turn", "Bo (O)"), RIBLabelledValue("marks on the board", "1"),
      ])
  }

  @Test func occupiedCellIsRefusedAndTheSamePlayerMovesAgain() {
    interactor.placeCurrentPlayerMark(atRow: 1, column: 1)
    interactor.placeCurrentPlayerMark(atRow: 1, column: 1)

    #expect(presenter.messages == ["Row 1, column 1 is taken. Choose another square."])
    #expect(interactor.currentPlayer == .player2)
  }

  @Test func moveOffTheBoardIsRefusedAndTheSamePlayerMovesAgain() {
    interactor.placeCurrentPlayerMark(atRow: 4, column: 1)
    // Any whole number a player can type, including the smallest.
    interactor.placeCurrentPlayerMark(atRow: .min, column: 1)
    interactor.placeCurrentPlayerMark(atRow: 1, column: .min)

    #expect(
      presenter.messages == Array(repeating: "Row and column go from 1 to 3. Try again.", count: 3))
    #expect(interactor.currentPlayer == .player1)
  }

  @Test func winIsAnnouncedAndReportedAtOnceThenClosed() {
    for (row, column) in [(1, 1), (2, 1), (1, 2), (2, 2)] {
      interactor.placeCurrentPlayerMark(atRow: row, column: column)
    }
    #expect(listener.winners.isEmpty)

    interactor.placeCurrentPlayerMark(atRow: 1, column: 3)
    // Reported before the players close the game: whatever they do next, it counts.
    #expect(presenter.announcedWinners == [.player1])
    #expect(listener.winners == [.player1])
    #expect(listener.closeCallCount == 0)

    interactor.placeCurrentPlayerMark(atRow: 3, column: 3)
    interactor.closeGame()

    #expect(listener.winners == [.player1])
    #expect(listener.closeCallCount == 1)
    #expect(interactor.board.cells[2][2] == nil)
  }

  @Test func fullBoardWithoutWinnerIsATie() {
    for (row, column) in [(1, 1), (1, 2), (1, 3), (2, 2), (2, 1), (2, 3), (3, 2), (3, 1), (3, 3)] {
      interactor.placeCurrentPlayerMark(atRow: row, column: column)
    }
    interactor.closeGame()

    #expect(presenter.announcedWinners == [nil])
    #expect(listener.winners == [nil])
  }

  @Test func closingBeforeTheEndDoesNothing() {
    interactor.closeGame()
    #expect(listener.winners.isEmpty)
    #expect(listener.closeCallCount == 0)
  }
}
