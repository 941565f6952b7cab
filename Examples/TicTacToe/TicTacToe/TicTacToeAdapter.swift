import RIBs

/// Presents the TicTacToe RIB as a ``Game``.
final class TicTacToeAdapter: Game, GameBuildable, TicTacToeListener {
  let id = "ticTacToe"
  let name = "Tic Tac Toe"
  var builder: any GameBuildable { self }

  // NB: unowned: LoggedInComponent keeps the games in `shared`, so a strong reference back to it
  // would be a cycle. The component outlives every game it builds (LoggedIn's router keeps it).
  private unowned let dependency: any TicTacToeDependency
  private weak var listener: (any GameListener)?

  init(dependency: any TicTacToeDependency) {
    self.dependency = dependency
  }

  func build(withListener listener: any GameListener) -> any ViewableRouting {
    self.listener = listener
    return TicTacToeBuilder(dependency: dependency).build(withListener: self)
  }

  func ticTacToeDidFinish(with winner: PlayerType?) {
    listener?.gameDidFinish(with: winner)
  }

  func ticTacToeDidClose() {
    listener?.gameDidClose()
  }
}
