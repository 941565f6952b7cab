import RIBs
import RIBsCombine
import RIBsNavigation

#if canImport(Combine)
  import Combine
#else
  import OpenCombine
#endif

@MainActor
protocol TransportHomeRouting: Routing {
  func attachTopup()
  func detachTopup()
}

@MainActor
protocol TransportHomeListener: AnyObject {
  func transportHomeDidTapClose()
  func transportHomeDidFinishRide(paid fare: Int)
}

@MainActor
protocol TransportHomeInteractorDependency {
  var superPayRepository: any SuperPayRepository { get }
}

/// A ride for a fixed fare, paid with SuperPay; with too little balance, a top-up first.
final class TransportHomeInteractor: PresentableInteractor<any TransportHomePresentable>,
  TransportHomeInteractable, TransportHomePresentableListener
{
  weak var router: (any TransportHomeRouting)?
  weak var listener: (any TransportHomeListener)?
  private let dependency: any TransportHomeInteractorDependency
  private var isPaying = false

  init(
    presenter: any TransportHomePresentable, dependency: any TransportHomeInteractorDependency
  ) {
    self.dependency = dependency
    super.init(presenter: presenter)
    presenter.listener = self
  }

  override func didBecomeActive() {
    super.didBecomeActive()
    dependency.superPayRepository.balance
      .sink { [weak self] balance in self?.presenter.update(balance: Money.format(balance)) }
      .cancelOnDeactivate(interactor: self)
  }

  // MARK: - TransportHomePresentableListener

  func didTapClose() {
    listener?.transportHomeDidTapClose()
  }

  func didTapConfirmRide() {
    ride(offeringTopup: true)
  }

  // MARK: - TopupListener

  func topupDidClose() {
    router?.detachTopup()
  }

  func topupDidFinish(_ receipt: TopupReceipt) {
    router?.detachTopup()
    presenter.show(message: receipt.description)
    ride(offeringTopup: false)
  }

  // MARK: - UserNavigationListener

  /// The user closed the top-up sheet: the presentation detached the flow, and the ride screen
  /// shows the balance it had.
  func userDidDismiss(_ screens: [RIBScreen]) {}

  // MARK: - Private

  private func ride(offeringTopup: Bool) {
    guard !isPaying else { return presenter.show(message: "Paying, one moment.") }
    let fare = Ride.fare
    let balance = dependency.superPayRepository.balance.value
    guard balance >= fare else {
      let shortfall =
        "The ride costs \(Money.format(fare)); your balance is \(Money.format(balance))."
      if offeringTopup {
        presenter.show(message: shortfall + " Top up first.")
        router?.attachTopup()
      } else {
        presenter.show(message: shortfall + " Top up more to ride.")
      }
      return
    }
    isPaying = true
    task { [weak self, dependency] in
      do {
        try await dependency.superPayRepository.pay(amount: fare)
        self?.listener?.transportHomeDidFinishRide(paid: fare)
      } catch {
        self?.isPaying = false
        self?.presenter.show(message: "Could not pay: \(error)")
      }
    }
  }
}
