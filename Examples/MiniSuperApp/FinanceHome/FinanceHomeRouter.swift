import RIBs

/// Attaches each child at most once, and keeps its router to detach it: the guard against attaching
/// the same child twice, by mistake or by a bug (a double tap).
final class FinanceHomeRouter: ViewableRouter<
  any FinanceHomeInteractable, any FinanceHomeViewControllable
>, FinanceHomeRouting
{
  private let superPayDashboardBuilder: any SuperPayDashboardBuildable
  private let cardOnFileDashboardBuilder: any CardOnFileDashboardBuildable
  private let addPaymentMethodBuilder: any AddPaymentMethodBuildable
  private let topupBuilder: any TopupBuildable
  private var superPayDashboard: (any SuperPayDashboardRouting & ViewableRouting)?
  private var cardOnFileDashboard: (any CardOnFileDashboardRouting & ViewableRouting)?
  private var addPaymentMethod: (any AddPaymentMethodRouting & ViewableRouting)?
  private var topup: (any TopupRouting)?

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
  }

  func attachSuperPayDashboard() {
    guard superPayDashboard == nil else { return }
    let dashboard = superPayDashboardBuilder.build(withListener: interactor)
    viewController.addDashboard(dashboard.viewControllable)
    superPayDashboard = dashboard
    attachChild(dashboard)
  }

  func attachCardOnFileDashboard() {
    guard cardOnFileDashboard == nil else { return }
    let dashboard = cardOnFileDashboardBuilder.build(withListener: interactor)
    viewController.addDashboard(dashboard.viewControllable)
    cardOnFileDashboard = dashboard
    attachChild(dashboard)
  }

  func attachAddPaymentMethod() {
    guard addPaymentMethod == nil else { return }
    let router = addPaymentMethodBuilder.build(
      withListener: interactor, closeButtonType: .close, introduction: nil)
    viewController.presentSheet(router.viewControllable, dismissalListener: interactor)
    addPaymentMethod = router
    attachChild(router)
  }

  func detachAddPaymentMethod() {
    guard let router = addPaymentMethod else { return }
    detachChild(router)
    viewController.dismissSheet(router.viewControllable)
    addPaymentMethod = nil
  }

  var presentedFlow: FinanceHomeFlow? {
    if addPaymentMethod != nil { return .addPaymentMethod }
    if topup != nil { return .topup }
    return nil
  }

  func attachTopup(suggestedAmount: Int?) {
    guard topup == nil else { return }
    let router = topupBuilder.build(withListener: interactor, suggestedAmount: suggestedAmount)
    topup = router
    attachChild(router)
  }

  func detachTopup() {
    guard let router = topup else { return }
    detachChild(router)
    topup = nil
  }
}
