import RIBs

final class SuperPayDashboardRouter: ViewableRouter<
  any SuperPayDashboardInteractable, any SuperPayDashboardViewControllable
>, SuperPayDashboardRouting
{
  override init(
    interactor: any SuperPayDashboardInteractable,
    viewController: any SuperPayDashboardViewControllable
  ) {
    super.init(interactor: interactor, viewController: viewController)
    interactor.router = self
  }
}
