import RIBs

@MainActor
protocol BasicScoreBoardDependency: Dependency {
  var player1Name: String { get }
  var player2Name: String { get }
  var scoreStream: any ScoreStream { get }
}

@MainActor
protocol BasicScoreBoardBuildable: Buildable {
  func build(withListener listener: any BasicScoreBoardListener) -> any BasicScoreBoardRouting
}

final class BasicScoreBoardBuilder: Builder<any BasicScoreBoardDependency>,
  BasicScoreBoardBuildable
{
  func build(withListener listener: any BasicScoreBoardListener) -> any BasicScoreBoardRouting {
    let view = makeBasicScoreBoardView(
      playerNames: PlayerNames(player1: dependency.player1Name, player2: dependency.player2Name))
    let interactor = BasicScoreBoardInteractor(
      presenter: view.presenter, scoreStream: dependency.scoreStream)
    interactor.listener = listener
    return BasicScoreBoardRouter(interactor: interactor, viewController: view.viewController)
  }
}
