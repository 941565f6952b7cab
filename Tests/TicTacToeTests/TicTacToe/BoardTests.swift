import Testing

@testable import TicTacToeKit

@Suite struct BoardTests {
  private func board(_ moves: [(PlayerType, Int, Int)]) throws -> Board {
    var board = Board()
    for (player, row, column) in moves {
      try board.place(player, row: row, column: column)
    }
    return board
  }

  @Test(arguments: 0..<3)
  func fullRowWins(row: Int) throws {
    let board = try board((0..<3).map { (.player1, row, $0) })
    #expect(board.winner == .player1)
  }

  @Test(arguments: 0..<3)
  func fullColumnWins(column: Int) throws {
    let board = try board((0..<3).map { (.player2, $0, column) })
    #expect(board.winner == .player2)
  }

  @Test func bothDiagonalsWin() throws {
    #expect(try board([(.player1, 0, 0), (.player1, 1, 1), (.player1, 2, 2)]).winner == .player1)
    #expect(try board([(.player2, 0, 2), (.player2, 1, 1), (.player2, 2, 0)]).winner == .player2)
  }

  @Test func mixedLineDoesNotWin() throws {
    let board = try board([(.player1, 0, 0), (.player2, 0, 1), (.player1, 0, 2)])
    #expect(board.winner == nil)
    #expect(!board.isFull)
  }

  @Test func occupiedCellIsRefusedAndBoardUnchanged() throws {
    var board = try board([(.player1, 1, 1)])
    let before = board
    #expect(throws: Board.MoveError.occupied) { try board.place(.player2, row: 1, column: 1) }
    #expect(board == before)
  }

  @Test(arguments: [(-1, 0), (0, 3), (3, 3), (0, -1)])
  func moveOffTheBoardIsRefused(row: Int, column: Int) {
    var board = Board()
    #expect(throws: Board.MoveError.offBoard) {
      try board.place(.player1, row: row, column: column)
    }
  }

  @Test func fullBoardWithoutLineIsATie() throws {
    // X O X / X O O / O X X
    let board = try board([
      (.player1, 0, 0), (.player2, 0, 1), (.player1, 0, 2),
      (.player1, 1, 0), (.player2, 1, 1), (.player2, 1, 2),
      (.player2, 2, 0), (.player1, 2, 1), (.player1, 2, 2),
    ])
    #expect(board.isFull)
    #expect(board.winner == nil)
  }
}
