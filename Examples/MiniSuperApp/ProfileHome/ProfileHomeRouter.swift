import RIBs

@MainActor
protocol ProfileHomeViewControllable: ViewControllable {}

final class ProfileHomeRouter: ViewableRouter<
  any ProfileHomeInteractable, any ProfileHomeViewControllable
>, ProfileHomeRouting
{
  override init(
    interactor: any ProfileHomeInteractable, viewController: any ProfileHomeViewControllable
  ) {
    super.init(interactor: interactor, viewController: viewController)
    interactor.router = self
  }
}
