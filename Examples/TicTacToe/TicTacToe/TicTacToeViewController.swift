import Foundation
import RIBs
import TerminalUI

@MainActor
protocol TicTacToePresentableListener: AnyObject {
  func placeCurrentPlayerMark(atRow row: Int, column: Int)
  func closeGame()
}

/// Makes the TicTacToe RIB's view and its presenter, for the builder: what draws the RIB is chosen
/// here, so moving it to another kind of view rewrites this file and nothing else.
@MainActor
func makeTicTacToeView(playerNames: PlayerNames) -> (
  viewController: any TicTacToeViewControllable, presenter: any TicTacToePresentable
) {
  let viewController = TicTacToeViewController(playerNames: playerNames)
  return (viewController, viewController)
}

/// The board, and a prompt for the current player's move: a row and a column, such as `2 3`.
final class TicTacToeViewController: TerminalViewController, TicTacToePresentable,
  TicTacToeViewControllable
{
  weak var listener: (any TicTacToePresentableListener)?
  private let playerNames: PlayerNames
  private var board = Board()
  private var currentPlayer = PlayerType.player1
  private var announcement: String?

  init(playerNames: PlayerNames) {
    self.playerNames = playerNames
  }

  override var title: String {
    "Tic Tac Toe: \(playerNames.player1) (X) vs \(playerNames.player2) (O)"
  }

  override func body(style: TerminalStyle) -> [String] {
    var lines = ["     1   2   3"]
    for (index, row) in board.cells.enumerated() {
      if index > 0 { lines.append("    ---+---+---") }
      let cells = row.map { cell in
        switch cell {
        case .player1: style.color("X", .red)
        case .player2: style.color("O", .blue)
        case nil: " "
        }
      }
      lines.append("  \(index + 1)  " + cells.joined(separator: " | "))
    }
    if let announcement {
      lines += ["", style.bold(announcement)]
    }
    return lines
  }

  override var prompt: String {
    if announcement != nil { return "Press Enter to go back: " }
    let mark = currentPlayer == .player1 ? "X" : "O"
    return "\(playerNames.name(of: currentPlayer)) (\(mark)), your move (row column): "
  }

  override func handle(input: String) {
    if announcement != nil {
      listener?.closeGame()
      return
    }
    let numbers = input.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Int($0) }
    let digits = input.trimmingCharacters(in: .whitespaces)
    if numbers.count == 2 {
      listener?.placeCurrentPlayerMark(atRow: numbers[0], column: numbers[1])
    } else if digits.count == 2, let row = Int(String(digits.prefix(1))),
      let column = Int(String(digits.suffix(1)))
    {
      listener?.placeCurrentPlayerMark(atRow: row, column: column)
    } else {
      show(message: "Type a row and a column from 1 to 3, such as 2 3.")
    }
  }

  // MARK: - TicTacToePresentable

  func show(board: Board, currentPlayer: PlayerType) {
    self.board = board
    self.currentPlayer = currentPlayer
  }

  func announce(winner: PlayerType?) {
    announcement = winner.map { "\(playerNames.name(of: $0)) wins!" } ?? "It's a tie."
  }
}
