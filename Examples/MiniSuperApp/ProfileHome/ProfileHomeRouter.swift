import RIBs

@MainActor
protocol ProfileHomeInteractable: Interactable {
  var router: (any ProfileHomeRouting)? { get set }
  var listener: (any ProfileHomeListener)? { get set }
}

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
