import RIBs
import RIBsNavigation

@MainActor
protocol AppHomeRouting: Routing {
  /// Pushes the ride screen; a deep link's does not animate.
  func attachTransportHome(animated: Bool)
  func detachTransportHome()
}

@MainActor
protocol AppHomeListener: AnyObject {}

/// What a deep link needs of the home tab.
@MainActor
protocol AppHomeActionableItem: AnyObject {
  /// Opens the ride screen (`superapp://transport`), or keeps it if it is open.
  func openTransport() -> (any AppHomeActionableItem, Void)
}

/// The home tab: the services of the super app; here, a ride.
final class AppHomeInteractor: PresentableInteractor<any AppHomePresentable>,
  AppHomeInteractable, AppHomePresentableListener, AppHomeActionableItem
{
  weak var router: (any AppHomeRouting)?
  weak var listener: (any AppHomeListener)?

  override init(presenter: any AppHomePresentable) {
    super.init(presenter: presenter)
    presenter.listener = self
  }

  // MARK: - AppHomePresentableListener

  func didTapRide() {
    router?.attachTransportHome(animated: true)
  }

  // MARK: - AppHomeActionableItem

  func openTransport() -> (any AppHomeActionableItem, Void) {
    router?.attachTransportHome(animated: false)
    return (self, ())
  }

  // MARK: - TransportHomeListener

  func transportHomeDidTapClose() {
    router?.detachTransportHome()
  }

  func transportHomeDidFinishRide(paid fare: Int) {
    router?.detachTransportHome()
    presenter.show(message: "Your ride is booked: \(Money.format(fare)) paid with SuperPay.")
  }

  // MARK: - UserNavigationListener

  /// The user went back from the ride: the stack detached it, and the home screen has nothing to
  /// update.
  func userDidDismiss(_ screens: [RIBScreen]) {}
}
