import RIBs
import RIBsNavigation

@MainActor
protocol FinanceHomeRouting: Routing {
  func attachSuperPayDashboard()
  func attachCardOnFileDashboard()
  /// Presents the card form; a deep link's does not animate.
  func attachAddPaymentMethod(animated: Bool)
  func detachAddPaymentMethod()
  /// Presents the top-up flow; a deep link's does not animate.
  func attachTopup(suggestedAmount: Int?, animated: Bool)
  func detachTopup()
  /// The flow presented over the dashboards, if any.
  var presentedFlow: FinanceHomeFlow? { get }
}

/// A flow the finance tab presents over its dashboards.
enum FinanceHomeFlow: String, Hashable, Codable {
  case addPaymentMethod
  case topup
}

@MainActor
protocol FinanceHomeListener: AnyObject {}

/// What a deep link needs of the finance tab.
@MainActor
protocol FinanceHomeActionableItem: AnyObject {
  /// Opens the top-up flow (`superapp://finance/topup`), or keeps it if it is open and no amount
  /// is suggested.
  ///
  /// - Parameter suggestedAmount: The amount the flow offers to top up, in won.
  /// - Returns: This item, with nothing more to do.
  /// - Throws: ``FlowInProgressError`` if another flow is open, or a top-up is and an amount is
  ///   suggested: the link would throw away what the user has typed.
  func openTopup(suggestedAmount: Int?) throws -> (any FinanceHomeActionableItem, Void)

  /// Opens the form that adds a card (`superapp://finance/cards/add`), or keeps it if it is open.
  ///
  /// - Returns: This item, with nothing more to do.
  /// - Throws: ``FlowInProgressError`` if a top-up is open.
  func openAddPaymentMethod() throws -> (any FinanceHomeActionableItem, Void)
}

/// A deep link would replace a flow the user is in the middle of.
struct FlowInProgressError: Error, CustomStringConvertible {
  var flow: FinanceHomeFlow

  var description: String {
    switch flow {
    case .addPaymentMethod:
      "A card is being added: finish or close that form, then open the link again."
    case .topup: "A top-up is open: finish or close it, then open the link again."
    }
  }
}

/// The finance tab: two dashboards as soon as it is active, then the flows they start.
final class FinanceHomeInteractor: PresentableInteractor<any FinanceHomePresentable>,
  FinanceHomeInteractable, FinanceHomePresentableListener, FinanceHomeActionableItem
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

  // MARK: - FinanceHomeActionableItem

  func openTopup(suggestedAmount: Int?) throws -> (any FinanceHomeActionableItem, Void) {
    switch router?.presentedFlow {
    case nil: router?.attachTopup(suggestedAmount: suggestedAmount, animated: false)
    case .topup where suggestedAmount == nil: break
    case let flow?: throw FlowInProgressError(flow: flow)
    }
    return (self, ())
  }

  func openAddPaymentMethod() throws -> (any FinanceHomeActionableItem, Void) {
    switch router?.presentedFlow {
    case nil: router?.attachAddPaymentMethod(animated: false)
    case .addPaymentMethod: break
    case let flow?: throw FlowInProgressError(flow: flow)
    }
    return (self, ())
  }

  // MARK: - SuperPayDashboardListener

  func superPayDashboardDidTapTopup() {
    router?.attachTopup(suggestedAmount: nil, animated: true)
  }

  // MARK: - CardOnFileDashboardListener

  func cardOnFileDashboardDidTapAddPaymentMethod() {
    router?.attachAddPaymentMethod(animated: true)
  }

  // MARK: - AddPaymentMethodListener

  func addPaymentMethodDidTapClose() {
    router?.detachAddPaymentMethod()
  }

  func addPaymentMethodDidAddCard(paymentMethod: PaymentMethod) {
    router?.detachAddPaymentMethod()
    presenter.show(message: "Added \(paymentMethod.displayName).")
  }

  // MARK: - UserNavigationListener

  /// The user dragged the card form or the top-up flow down (`:back` in the terminal): the
  /// presentation detached it, and the dashboards show what they showed.
  func userDidDismiss(_ screens: [RIBScreen]) {}

  // MARK: - TopupListener

  func topupDidClose() {
    router?.detachTopup()
  }

  func topupDidFinish(_ receipt: TopupReceipt) {
    router?.detachTopup()
    presenter.show(message: receipt.description)
  }
}
