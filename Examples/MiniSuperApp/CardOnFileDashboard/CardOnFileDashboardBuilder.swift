import RIBs

@MainActor
protocol CardOnFileDashboardBuildable: Buildable {
  func build(withListener listener: any CardOnFileDashboardListener)
    -> any CardOnFileDashboardRouting & ViewableRouting
}

final class CardOnFileDashboardBuilder: Builder<any CardOnFileDashboardDependency>,
  CardOnFileDashboardBuildable
{
  func build(withListener listener: any CardOnFileDashboardListener)
    -> any CardOnFileDashboardRouting & ViewableRouting
  {
    let component = CardOnFileDashboardComponent(dependency: dependency)
    let viewController = CardOnFileDashboardViewController()
    let interactor = CardOnFileDashboardInteractor(
      presenter: viewController, dependency: component)
    interactor.listener = listener
    return CardOnFileDashboardRouter(interactor: interactor, viewController: viewController)
  }
}
