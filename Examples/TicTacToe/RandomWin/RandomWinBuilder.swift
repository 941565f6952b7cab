import RIBs

@MainActor
protocol RandomWinDependency: Dependency {
  var playerNames: PlayerNames { get }
  var randomPlayerSource: RandomPlayerSource { get }
}

@MainActor
protocol RandomWinBuildable: Buildable {
  func build(withListener listener: any RandomWinListener) -> any RandomWinRouting
}

final class RandomWinBuilder: Builder<any RandomWinDependency>, RandomWinBuildable {
  func build(withListener listener: any RandomWinListener) -> any RandomWinRouting {
    let view = makeRandomWinView(playerNames: dependency.playerNames)
    let interactor = RandomWinInteractor(
      presenter: view.presenter, randomPlayerSource: dependency.randomPlayerSource)
    interactor.listener = listener
    return RandomWinRouter(interactor: interactor, viewController: view.viewController)
  }
}
