import RIBs

@MainActor
protocol ProfileHomeBuildable: Buildable {
  /// - Returns: The router, and the interactor as the item deep links act on.
  func build(withListener listener: any ProfileHomeListener) -> (
    router: any ProfileHomeRouting & ViewableRouting, actionableItem: any ProfileHomeActionableItem
  )
}

final class ProfileHomeBuilder: Builder<any ProfileHomeDependency>, ProfileHomeBuildable {
  func build(withListener listener: any ProfileHomeListener) -> (
    router: any ProfileHomeRouting & ViewableRouting, actionableItem: any ProfileHomeActionableItem
  ) {
    let component = ProfileHomeComponent(dependency: dependency)
    let view = dependency.views.makeProfileHomeView()
    let interactor = ProfileHomeInteractor(presenter: view.presenter, dependency: component)
    interactor.listener = listener
    let router = ProfileHomeRouter(
      interactor: interactor, viewController: view.view,
      cardDetailBuilder: CardDetailBuilder(dependency: component))
    return (router, interactor)
  }
}
