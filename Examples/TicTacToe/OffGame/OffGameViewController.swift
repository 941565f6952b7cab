import Foundation
import RIBs
import TerminalUI

@MainActor
protocol OffGamePresentableListener: AnyObject {
  func start(_ game: any Game)
}

/// Makes the OffGame RIB's view and its presenter, for the builder: what draws the RIB is chosen
/// here, so moving it to another kind of view rewrites this file and nothing else.
@MainActor
func makeOffGameView(games: [any Game]) -> (
  viewController: any OffGameViewControllable, presenter: any OffGamePresentable
) {
  let viewController = OffGameViewController(games: games)
  return (viewController, viewController)
}

/// The "Start Game" screen: the score board, then one entry per game.
final class OffGameViewController: TerminalViewController, OffGamePresentable,
  OffGameViewControllable
{
  weak var listener: (any OffGamePresentableListener)?
  private let games: [any Game]

  init(games: [any Game]) {
    self.games = games
  }

  override var title: String { "Start a game" }

  override func body(style: TerminalStyle) -> [String] {
    games.enumerated().map { index, game in "  \(index + 1). \(game.name)" }
  }

  override var prompt: String { "Choose a game (1-\(games.count)): " }

  override func handle(input: String) {
    let choice = input.trimmingCharacters(in: .whitespaces)
    let game: (any Game)? =
      if let index = NumberedChoice.index(of: choice, count: games.count) {
        games[index]
      } else {
        games.first {
          $0.id.lowercased() == choice.lowercased() || $0.name.lowercased() == choice.lowercased()
        }
      }
    guard let game else {
      let hint = "Type a number from 1 to \(games.count), or a game's name."
      show(message: choice.isEmpty ? hint : "There is no game '\(choice)'. \(hint)")
      return
    }
    listener?.start(game)
  }

  // MARK: - OffGameViewControllable

  func show(scoreBoardView: any ViewControllable) {
    embed(scoreBoardView.terminalViewController)
  }
}
