import RIBs
import TerminalUI

/// Makes the BasicScoreBoard RIB's view and its presenter, for the builder: what draws the RIB is chosen
/// here, so moving it to another kind of view rewrites this file and nothing else.
@MainActor
func makeBasicScoreBoardView(playerNames: PlayerNames) -> (
  viewController: any BasicScoreBoardViewControllable, presenter: any BasicScoreBoardPresentable
) {
  let viewController = BasicScoreBoardViewController(playerNames: playerNames)
  return (viewController, viewController)
}

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
