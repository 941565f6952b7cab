import RIBs

@MainActor
protocol LoggedInDependency: Dependency, LoggedInDependencyForwarding {
  /// LoggedIn has no view: it shows its children through its parent's.
  var loggedInViewController: any LoggedInViewControllable { get }
}

@MainActor
protocol LoggedInBuildable: Buildable {
  func build(withListener listener: any LoggedInListener, player1Name: String, player2Name: String)
    -> (router: any LoggedInRouting, actionableItem: any LoggedInActionableItem)
}

final class LoggedInBuilder: Builder<any LoggedInDependency>, LoggedInBuildable {
  func build(withListener listener: any LoggedInListener, player1Name: String, player2Name: String)
    -> (router: any LoggedInRouting, actionableItem: any LoggedInActionableItem)
  {
    let component = LoggedInComponent(
      dependency: dependency, player1Name: player1Name, player2Name: player2Name)
    let interactor = LoggedInInteractor(
      games: component.games, mutableScoreStream: component.mutableScoreStream)
    interactor.listener = listener
    let router = LoggedInRouter(
      interactor: interactor,
      viewController: component.loggedInViewController,
      offGameBuilder: OffGameBuilder(dependency: component))
    return (router, interactor)
  }
}
