import RIBs

protocol RideRequestInteractable: Interactable {
  var router: RideRequestRouting? { get set }
  var listener: RideRequestListener? { get set }
}

protocol RideRequestViewControllable: ViewControllable {}

final class RideRequestRouter: ViewableRouter<RideRequestInteractable, RideRequestViewControllable>,
  RideRequestRouting
{
  override init(interactor: RideRequestInteractable, viewController: RideRequestViewControllable) {
    super.init(interactor: interactor, viewController: viewController)
    interactor.router = self
  }
}
