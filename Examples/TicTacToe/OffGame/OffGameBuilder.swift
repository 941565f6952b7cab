import RIBs

@MainActor
protocol OffGameDependency: Dependency, OffGameDependencyForwarding {}

final class OffGameComponent: Component<any OffGameDependency> {}

@MainActor
protocol OffGameBuildable: Buildable {
  func build(withListener listener: any OffGameListener, games: [any Game]) -> any OffGameRouting
}

final class OffGameBuilder: Builder<any OffGameDependency>, OffGameBuildable {
  func build(withListener listener: any OffGameListener, games: [any Game]) -> any OffGameRouting {
    let component = OffGameComponent(dependency: dependency)
    let view = makeOffGameView(games: games)
    let interactor = OffGameInteractor(presenter: view.presenter)
    interactor.listener = listener
    return OffGameRouter(
      interactor: interactor,
      viewController: view.viewController,
      basicScoreBoardBuilder: BasicScoreBoardBuilder(dependency: component))
  }
}
