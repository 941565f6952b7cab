import RIBs

protocol SessionInteractable: Interactable, RideRequestListener {
  var router: SessionRouting? { get set }
  var listener: SessionListener? { get set }
}

final class SessionRouter: Router<SessionInteractable>, SessionRouting {
  private let rideRequestBuilder: RideRequestBuildable
  private var rideRequest: ViewableRouting?

  init(interactor: SessionInteractable, rideRequestBuilder: RideRequestBuildable) {
    self.rideRequestBuilder = rideRequestBuilder
    super.init(interactor: interactor)
    interactor.router = self
  }

  func routeToRideRequest(to destination: String) -> RideRequestActionableItem {
    routeAwayFromRideRequest()
    let (router, actionableItem) = rideRequestBuilder.build(
      withListener: interactor, destination: destination)
    rideRequest = router
    attachChild(router)
    return actionableItem
  }

  func routeAwayFromRideRequest() {
    guard let rideRequest else { return }
    detachChild(rideRequest)
    self.rideRequest = nil
  }
}
