import RIBs
import TerminalUI

/// One line: the score of both players.
final class BasicScoreBoardViewController: TerminalViewController, BasicScoreBoardPresentable,
  BasicScoreBoardViewControllable
{
  private let playerNames: PlayerNames
  private(set) var score = Score()

  init(playerNames: PlayerNames) {
    self.playerNames = playerNames
  }

  override func body(style: TerminalStyle) -> [String] {
    let points = style.bold("\(score.player1Score) - \(score.player2Score)")
    return ["", "Score: \(playerNames.player1) \(points) \(playerNames.player2)"]
  }

  func show(score: Score) {
    self.score = score
  }
}
