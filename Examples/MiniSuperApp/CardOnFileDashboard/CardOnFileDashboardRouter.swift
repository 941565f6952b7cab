import RIBs

@MainActor
protocol CardOnFileDashboardViewControllable: ViewControllable {}

final class CardOnFileDashboardRouter: ViewableRouter<
  any CardOnFileDashboardInteractable, any CardOnFileDashboardViewControllable
>, CardOnFileDashboardRouting
{
  override init(
    interactor: any CardOnFileDashboardInteractable,
    viewController: any CardOnFileDashboardViewControllable
  ) {
    super.init(interactor: interactor, viewController: viewController)
    interactor.router = self
  }
}
