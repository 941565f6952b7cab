import RIBs
import RxSwift

protocol RideRequestRouting: ViewableRouting {}

protocol RideRequestPresentable: Presentable {
  var listener: RideRequestPresentableListener? { get set }
  func show(fare: Int)
  func show(balance: Int)
}

protocol RideRequestListener: AnyObject {
  func rideRequestDidConfirm(fare: Int)
  func rideRequestDidCancel()
}

final class RideRequestInteractor: PresentableInteractor<RideRequestPresentable>,
  RideRequestInteractable, RideRequestPresentableListener, RideRequestActionableItem
{
  weak var router: RideRequestRouting?
  weak var listener: RideRequestListener?
  private let wallet: WalletStream
  private let fareWorker: FareWorking
  private var fare: Int?

  init(presenter: RideRequestPresentable, wallet: WalletStream, fareWorker: FareWorking) {
    self.wallet = wallet
    self.fareWorker = fareWorker
    super.init(presenter: presenter)
    presenter.listener = self
  }

  override func didBecomeActive() {
    super.didBecomeActive()
    fareWorker.start(self)
    fareWorker.fare
      .confineTo(self)
      .subscribe(onNext: { [weak self] fare in
        self?.fare = fare
        self?.presenter.show(fare: fare)
      })
      .disposeOnDeactivate(interactor: self)
    wallet.balance
      .subscribe(onNext: { [weak self] balance in self?.presenter.show(balance: balance) })
      .disposeOnDeactivate(interactor: self)
  }

  override func willResignActive() {
    super.willResignActive()
    fareWorker.stop()
  }

  // MARK: - RideRequestPresentableListener

  func didTapConfirm() {
    guard let fare else { return }
    listener?.rideRequestDidConfirm(fare: fare)
  }

  func didTapCancel() {
    listener?.rideRequestDidCancel()
  }

  // MARK: - RideRequestActionableItem

  func confirmWhenQuoted() -> Observable<((), ())> {
    fareWorker.fare
      .take(1)
      .map { [weak self] fare -> ((), ()) in
        self?.fare = fare
        self?.listener?.rideRequestDidConfirm(fare: fare)
        return ((), ())
      }
  }
}
