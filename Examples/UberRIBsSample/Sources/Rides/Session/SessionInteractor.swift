import RIBs
import RxSwift

protocol SessionRouting: Routing {
  func routeToRideRequest(to destination: String) -> RideRequestActionableItem
  func routeAwayFromRideRequest()
}

public protocol SessionListener: AnyObject {
  func sessionDidChangeBalance(_ balance: Int)
}

/// The signed-in rider: viewless, it follows the balance and owns the ride request.
final class SessionInteractor: Interactor, SessionInteractable, SessionActionableItem {
  weak var router: SessionRouting?
  weak var listener: SessionListener?
  private let wallet: MutableWalletStream
  private(set) var balance: Int?

  init(wallet: MutableWalletStream) {
    self.wallet = wallet
    super.init()
  }

  override func didBecomeActive() {
    super.didBecomeActive()
    wallet.balance
      .distinctUntilChanged()
      .subscribe(onNext: { [weak self] balance in
        self?.balance = balance
        self?.listener?.sessionDidChangeBalance(balance)
      })
      .disposeOnDeactivate(interactor: self)
  }

  // MARK: - SessionActionableItem

  func requestRide(to destination: String) -> Observable<(RideRequestActionableItem, ())> {
    guard let router else { return .empty() }
    return .just((router.routeToRideRequest(to: destination), ()))
  }

  // MARK: - RideRequestListener

  func rideRequestDidConfirm(fare: Int) {
    wallet.pay(fare)
    router?.routeAwayFromRideRequest()
  }

  func rideRequestDidCancel() {
    router?.routeAwayFromRideRequest()
  }
}
