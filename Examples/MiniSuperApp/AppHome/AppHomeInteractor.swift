import RIBs

@MainActor
protocol AppHomeRouting: ViewableRouting {
  func attachTransportHome()
  func detachTransportHome()
}

@MainActor
protocol AppHomePresentable: Presentable {
  var listener: (any AppHomePresentableListener)? { get set }
  func show(message: String)
}

@MainActor
protocol AppHomeListener: AnyObject {}

/// The home tab: the services of the super app; here, a ride.
final class AppHomeInteractor: PresentableInteractor<any AppHomePresentable>,
  AppHomeInteractable, AppHomePresentableListener
{
  weak var router: (any AppHomeRouting)?
  weak var listener: (any AppHomeListener)?

  override init(presenter: any AppHomePresentable) {
    super.init(presenter: presenter)
    presenter.listener = self
  }

  // MARK: - AppHomePresentableListener

  func didTapRide() {
    router?.attachTransportHome()
  }

  // MARK: - TransportHomeListener

  func transportHomeDidTapClose() {
    router?.detachTransportHome()
  }

  func transportHomeDidFinishRide(paid fare: Int) {
    router?.detachTransportHome()
    presenter.show(message: "Your ride is booked: \(Money.format(fare)) paid with SuperPay.")
  }
}
