import RIBs

@MainActor
protocol TicTacToeDependency: Dependency {
  var playerNames: PlayerNames { get }
}

@MainActor
protocol TicTacToeBuildable: Buildable {
  func build(withListener listener: any TicTacToeListener) -> any TicTacToeRouting
}

final class TicTacToeBuilder: Builder<any TicTacToeDependency>, TicTacToeBuildable {
  func build(withListener listener: any TicTacToeListener) -> any TicTacToeRouting {
    let view = makeTicTacToeView(playerNames: dependency.playerNames)
    let interactor = TicTacToeInteractor(
      presenter: view.presenter, playerNames: dependency.playerNames)
    interactor.listener = listener
    return TicTacToeRouter(interactor: interactor, viewController: view.viewController)
  }
}
