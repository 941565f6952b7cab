import RIBs

@MainActor
protocol TicTacToeRouting: ViewableRouting {}

@MainActor
protocol TicTacToePresentable: Presentable {
  var listener: (any TicTacToePresentableListener)? { get set }
  func show(board: Board, currentPlayer: PlayerType)
  func show(message: String)
  func announce(winner: PlayerType?)
}

@MainActor
protocol TicTacToeListener: AnyObject {
  /// The game is decided: `winner` won, or it is a tie.
  func ticTacToeDidFinish(with winner: PlayerType?)
  /// The players closed the finished game.
  func ticTacToeDidClose()
}

/// The rules: player 1 starts, players alternate, a refused move is played again by the same
/// player, a full row, column or diagonal wins, a full board without one is a tie.
final class TicTacToeInteractor: PresentableInteractor<any TicTacToePresentable>,
  TicTacToeInteractable, TicTacToePresentableListener
{
  weak var router: (any TicTacToeRouting)?
  weak var listener: (any TicTacToeListener)?
  private let playerNames: PlayerNames
  private(set) var board = Board()
  private(set) var currentPlayer = PlayerType.player1
  private var isOver = false

  init(presenter: any TicTacToePresentable, playerNames: PlayerNames) {
    self.playerNames = playerNames
    super.init(presenter: presenter)
    presenter.listener = self
  }

  override func didBecomeActive() {
    super.didBecomeActive()
    presenter.show(board: board, currentPlayer: currentPlayer)
  }

  // MARK: - TicTacToePresentableListener

  /// Plays the current player at the one-based `row` and `column`.
  func placeCurrentPlayerMark(atRow row: Int, column: Int) {
    guard !isOver else { return }
    // Checked before subtracting: the player may type any whole number, even Int.min.
    let squares = 1...Board.size
    do throws(Board.MoveError) {
      guard squares.contains(row), squares.contains(column) else { throw Board.MoveError.offBoard }
      try board.place(currentPlayer, row: row - 1, column: column - 1)
    } catch .offBoard {
      presenter.show(message: "Row and column go from 1 to \(Board.size). Try again.")
      return
    } catch {
      presenter.show(message: "Row \(row), column \(column) is taken. Choose another square.")
      return
    }
    if let winner = board.winner {
      end(winner: winner)
    } else if board.isFull {
      end(winner: nil)
    } else {
      currentPlayer = currentPlayer == .player1 ? .player2 : .player1
      presenter.show(board: board, currentPlayer: currentPlayer)
    }
  }

  func closeGame() {
    guard isOver else { return }
    listener?.ticTacToeDidClose()
  }

  private func end(winner: PlayerType?) {
    isOver = true
    presenter.show(board: board, currentPlayer: currentPlayer)
    presenter.announce(winner: winner)
    listener?.ticTacToeDidFinish(with: winner)
  }
}

extension TicTacToeInteractor: RIBInspectable {
  /// Whose turn it is and how many marks are on the board, for the inspector.
  var labelledValues: [RIBLabelledValue] {
    let marks = board.cells.joined().count { $0 != nil }
    let mark = currentPlayer == .player1 ? "X" : "O"
    return [
      RIBLabelledValue(
        isOver ? "last move" : "turn", "\(playerNames.name(of: currentPlayer)) (\(mark))"),
      RIBLabelledValue("marks on the board", String(marks)),
    ]
  }
}
