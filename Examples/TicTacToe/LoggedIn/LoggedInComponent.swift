import RIBs

final class LoggedInComponent: Component<any LoggedInDependency> {
  let player1Name: String
  let player2Name: String

  init(dependency: any LoggedInDependency, player1Name: String, player2Name: String) {
    self.player1Name = player1Name
    self.player2Name = player2Name
    super.init(dependency: dependency)
  }

  var loggedInViewController: any LoggedInViewControllable {
    dependency.loggedInViewController
  }

  var playerNames: PlayerNames {
    PlayerNames(player1: player1Name, player2: player2Name)
  }

  /// The score, writable only inside LoggedIn; children get it as a read-only ``ScoreStream``.
  var mutableScoreStream: any MutableScoreStream {
    shared { ScoreStreamImpl() }
  }

  var games: [any Game] {
    shared { [RandomWinAdapter(dependency: self), TicTacToeAdapter(dependency: self)] }
  }
}
