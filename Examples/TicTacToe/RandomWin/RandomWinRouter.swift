import RIBs

@MainActor
protocol RandomWinInteractable: Interactable {
  var router: (any RandomWinRouting)? { get set }
  var listener: (any RandomWinListener)? { get set }
}

@MainActor
protocol RandomWinViewControllable: ViewControllable {}

final class RandomWinRouter: ViewableRouter<
  any RandomWinInteractable, any RandomWinViewControllable
>, RandomWinRouting
{
  override init(
    interactor: any RandomWinInteractable, viewController: any RandomWinViewControllable
  ) {
    super.init(interactor: interactor, viewController: viewController)
    interactor.router = self
  }
}
