import RIBs

@MainActor
protocol FinanceHomeRouting: ViewableRouting {
  func attachSuperPayDashboard()
  func attachCardOnFileDashboard()
  func attachAddPaymentMethod()
  func detachAddPaymentMethod()
  func attachTopup()
  func detachTopup()
}

@MainActor
protocol FinanceHomePresentable: Presentable {
  var listener: (any FinanceHomePresentableListener)? { get set }
  func show(message: String)
}

@MainActor
protocol FinanceHomePresentableListener: AnyObject {}

@MainActor
protocol FinanceHomeListener: AnyObject {}

/// The finance tab: two dashboards as soon as it is active, then the flows they start.
final class FinanceHomeInteractor: PresentableInteractor<any FinanceHomePresentable>,
  FinanceHomeInteractable, FinanceHomePresentableListener
{
  weak var router: (any FinanceHomeRouting)?
  weak var listener: (any FinanceHomeListener)?

  override init(presenter: any FinanceHomePresentable) {
    super.init(presenter: presenter)
    presenter.listener = self
  }

  override func didBecomeActive() {
    super.didBecomeActive()
    router?.attachSuperPayDashboard()
    router?.attachCardOnFileDashboard()
  }

  // MARK: - SuperPayDashboardListener

  func superPayDashboardDidTapTopup() {
    router?.attachTopup()
  }

  // MARK: - CardOnFileDashboardListener

  func cardOnFileDashboardDidTapAddPaymentMethod() {
    router?.attachAddPaymentMethod()
  }

  // MARK: - AddPaymentMethodListener

  func addPaymentMethodDidTapClose() {
    router?.detachAddPaymentMethod()
  }

  func addPaymentMethodDidAddCard(paymentMethod: PaymentMethod) {
    router?.detachAddPaymentMethod()
    presenter.show(message: "Added \(paymentMethod.displayName).")
  }

  // MARK: - UserDismissalListener

  /// The card form, closed with `:back` instead of its own "close".
  func userDidDismiss(_ view: any ViewControllable) {
    router?.detachAddPaymentMethod()
  }

  // MARK: - TopupListener

  func topupDidClose() {
    router?.detachTopup()
  }

  func topupDidFinish(_ receipt: TopupReceipt) {
    router?.detachTopup()
    presenter.show(message: receipt.description)
  }
}
