import RIBs
import RIBsNavigation

/// The finance tab's router: its dashboards inline, and the card form or the top-up flow in a
/// sheet, which its presentation holds.
///
/// Each child is attached at most once: the guard against attaching the same child twice, by
/// mistake or by a bug (a double tap). A sheet the user drags down is detached by the
/// presentation before the interactor hears of it, so the interactor's later "detach" changes
/// nothing.
final class FinanceHomeRouter: ViewableRouter<
  any FinanceHomeInteractable, any FinanceHomeViewControllable
>, FinanceHomeRouting
{
  private let superPayDashboardBuilder: any SuperPayDashboardBuildable
  private let cardOnFileDashboardBuilder: any CardOnFileDashboardBuildable
  private let addPaymentMethodBuilder: any AddPaymentMethodBuildable
  private let topupBuilder: any TopupBuildable
  private var superPayDashboard: (any ViewableRouting)?
  private var cardOnFileDashboard: (any ViewableRouting)?
  /// The flow presented over the dashboards.
  private(set) lazy var presentation = RIBPresentation(host: self, listener: interactor)

  init(
    interactor: any FinanceHomeInteractable,
    viewController: any FinanceHomeViewControllable,
    superPayDashboardBuilder: any SuperPayDashboardBuildable,
    cardOnFileDashboardBuilder: any CardOnFileDashboardBuildable,
    addPaymentMethodBuilder: any AddPaymentMethodBuildable,
    topupBuilder: any TopupBuildable
  ) {
    self.superPayDashboardBuilder = superPayDashboardBuilder
    self.cardOnFileDashboardBuilder = cardOnFileDashboardBuilder
    self.addPaymentMethodBuilder = addPaymentMethodBuilder
    self.topupBuilder = topupBuilder
    super.init(interactor: interactor, viewController: viewController)
    interactor.router = self
    viewController.draw(presentation.rendering)
    // A restored flow: the form, or the top-up without a suggested amount.
    handleRoutes(FinanceHomeFlow.self) { [unowned self] flow in
      switch flow {
      case .addPaymentMethod: attachAddPaymentMethod(animated: false)
      case .topup: attachTopup(suggestedAmount: nil, animated: false)
      }
      return nil
    }
  }

  func attachSuperPayDashboard() {
    guard superPayDashboard == nil else { return }
    let dashboard = superPayDashboardBuilder.build(withListener: interactor)
    superPayDashboard = dashboard
    attachDashboard(dashboard)
  }

  func attachCardOnFileDashboard() {
    guard cardOnFileDashboard == nil else { return }
    let dashboard = cardOnFileDashboardBuilder.build(withListener: interactor)
    cardOnFileDashboard = dashboard
    attachDashboard(dashboard)
  }

  func attachAddPaymentMethod(animated: Bool) {
    guard presentedFlow == nil else { return }
    presentation.present(
      addPaymentMethodBuilder.build(
        withListener: interactor, closeButtonType: .close, introduction: nil),
      route: FinanceHomeFlow.addPaymentMethod, animated: animated)
  }

  func detachAddPaymentMethod() {
    guard presentedFlow == .addPaymentMethod else { return }
    presentation.dismiss()
  }

  var presentedFlow: FinanceHomeFlow? { presentation.screen?.route(as: FinanceHomeFlow.self) }

  func attachTopup(suggestedAmount: Int?, animated: Bool) {
    guard presentedFlow == nil else { return }
    presentation.present(
      topupBuilder.build(withListener: interactor, suggestedAmount: suggestedAmount),
      route: FinanceHomeFlow.topup, animated: animated)
  }

  func detachTopup() {
    guard presentedFlow == .topup else { return }
    presentation.dismiss()
  }

  private func attachDashboard(_ dashboard: any ViewableRouting) {
    viewController.addDashboard(dashboard)
    attachChild(dashboard)
  }
}
