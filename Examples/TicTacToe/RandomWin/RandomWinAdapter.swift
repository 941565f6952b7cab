import RIBs

/// Presents the RandomWin RIB as a ``Game``.
final class RandomWinAdapter: Game, GameBuildable, RandomWinListener {
  let id = "randomWin"
  let name = "Random Win"
  var builder: any GameBuildable { self }

  // NB: unowned, as in TicTacToeAdapter: the component keeps this adapter.
  private unowned let dependency: any RandomWinDependency
  private weak var listener: (any GameListener)?

  init(dependency: any RandomWinDependency) {
    self.dependency = dependency
  }

  func build(withListener listener: any GameListener) -> any ViewableRouting {
    self.listener = listener
    return RandomWinBuilder(dependency: dependency).build(withListener: self)
  }

  func randomWinDidFinish(with winner: PlayerType) {
    listener?.gameDidFinish(with: winner)
  }

  func randomWinDidClose() {
    listener?.gameDidClose()
  }
}
