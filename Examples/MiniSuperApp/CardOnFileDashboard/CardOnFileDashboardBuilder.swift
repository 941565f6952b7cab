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
    let view = dependency.views.makeCardOnFileDashboardView()
    let interactor = CardOnFileDashboardInteractor(
      presenter: view.presenter, dependency: component)
    interactor.listener = listener
    return CardOnFileDashboardRouter(interactor: interactor, viewController: view.view)
  }
}
