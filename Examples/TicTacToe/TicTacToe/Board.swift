/// A 3x3 tic-tac-toe board: where each player has played, who won, whether it is full.
struct Board: Equatable {
  /// Why a move was refused.
  enum MoveError: Error, Equatable {
    case offBoard
    case occupied
  }

  static let size = 3
  private(set) var cells: [[PlayerType?]] = Array(
    repeating: Array(repeating: nil, count: size), count: size)

  /// Plays `player` at the zero-based `row` and `column`.
  mutating func place(_ player: PlayerType, row: Int, column: Int) throws(MoveError) {
    guard (0..<Self.size).contains(row), (0..<Self.size).contains(column) else {
      throw .offBoard
    }
    guard cells[row][column] == nil else { throw .occupied }
    cells[row][column] = player
  }

  /// The player who has a full row, column or diagonal, if any.
  var winner: PlayerType? {
    let indices = Array(0..<Self.size)
    let lines: [[(Int, Int)]] =
      indices.map { row in indices.map { (row, $0) } }
      + indices.map { column in indices.map { ($0, column) } }
      + [indices.map { ($0, $0) }, indices.map { ($0, Self.size - 1 - $0) }]
    for line in lines {
      let marks = line.map { cells[$0.0][$0.1] }
      if let first = marks[0], marks.allSatisfy({ $0 == first }) {
        return first
      }
    }
    return nil
  }

  /// Whether every cell is taken.
  var isFull: Bool {
    cells.allSatisfy { row in row.allSatisfy { $0 != nil } }
  }
}
