import RIBs
import TerminalUI

/// Makes the LoggedOut RIB's view and its presenter, for the builder: what draws the RIB is chosen
/// here, so moving it to another kind of view rewrites this file and nothing else.
@MainActor
func makeLoggedOutView() -> (
  viewController: any LoggedOutViewControllable, presenter: any LoggedOutPresentable
) {
  let viewController = LoggedOutViewController()
  return (viewController, viewController)
}

/// The login form: two player names, asked one after the other.
final class LoggedOutViewController: TerminalViewController, LoggedOutPresentable,
  LoggedOutViewControllable
{
  weak var listener: (any LoggedOutPresentableListener)?
  private var player1Name: String?

  override var title: String { "Log in" }

  override func body(style: TerminalStyle) -> [String] {
    [
      "Two players share this terminal. Leave a name empty to use the default;",
      "a name has at most \(PlayerNames.maximumLength) characters.",
    ]
  }

  override var prompt: String {
    player1Name == nil ? "Player 1 name: " : "Player 2 name: "
  }

  override func handle(input: String) {
    if let problem = PlayerNames.problem(with: input) {
      show(message: problem)
      return
    }
    guard let player1Name else {
      player1Name = input
      return
    }
    self.player1Name = nil
    listener?.login(withPlayer1Name: player1Name, player2Name: input)
  }
}
