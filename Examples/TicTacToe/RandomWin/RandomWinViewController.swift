import RIBs
import TerminalUI

@MainActor
protocol RandomWinPresentableListener: AnyObject {
  func play()
  func closeGame()
}

/// Makes the RandomWin RIB's view and its presenter, for the builder: what draws the RIB is chosen
/// here, so moving it to another kind of view rewrites this file and nothing else.
@MainActor
func makeRandomWinView(playerNames: PlayerNames) -> (
  viewController: any RandomWinViewControllable, presenter: any RandomWinPresentable
) {
  let viewController = RandomWinViewController(playerNames: playerNames)
  return (viewController, viewController)
}

final class RandomWinViewController: TerminalViewController, RandomWinPresentable,
  RandomWinViewControllable
{
  weak var listener: (any RandomWinPresentableListener)?
  private let playerNames: PlayerNames
  private var announcement: String?

  init(playerNames: PlayerNames) {
    self.playerNames = playerNames
  }

  override var title: String { "Random Win: \(playerNames.player1) vs \(playerNames.player2)" }

  override func body(style: TerminalStyle) -> [String] {
    guard let announcement else { return ["The winner is drawn at random."] }
    return [style.bold(announcement)]
  }

  override var prompt: String {
    announcement == nil ? "Press Enter to draw the winner: " : "Press Enter to go back: "
  }

  override func handle(input: String) {
    announcement == nil ? listener?.play() : listener?.closeGame()
  }

  func announce(winner: PlayerType) {
    announcement = "\(playerNames.name(of: winner)) wins!"
  }
}
