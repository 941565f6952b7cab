import RIBs
import RIBsSwiftUI

/// The finance tab's router in the SwiftUI app: its dashboards inline, and the card form or the
/// top-up flow in a sheet, which its `RouterPresentation` holds.
///
/// The terminal and UIKit app's `FinanceHomeRouter` drives the same interactor through its view
/// controller. A sheet dragged down is detached by the presentation before anyone hears of it, so
/// the interactor has nothing to keep in step: its later "detach" is a no-op.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
final class FinanceHomeSwiftUIRouter: Router<any FinanceHomeInteractable>, FinanceHomeRouting {
  /// What the view shows; the interactor's presenter.
  let state: FinanceHomeViewState
  /// The flow presented over the dashboards.
  let presentation = RouterPresentation()
  private let superPayDashboardBuilder: any SuperPayDashboardSwiftUIBuildable
  private let cardOnFileDashboardBuilder: any CardOnFileDashboardSwiftUIBuildable
  private let addPaymentMethodBuilder: any AddPaymentMethodSwiftUIBuildable
  private let topupBuilder: any TopupSwiftUIBuildable
  private var superPayDashboard: (any Routing)?
  private var cardOnFileDashboard: (any Routing)?

  init(
    interactor: any FinanceHomeInteractable,
    state: FinanceHomeViewState,
    superPayDashboardBuilder: any SuperPayDashboardSwiftUIBuildable,
    cardOnFileDashboardBuilder: any CardOnFileDashboardSwiftUIBuildable,
    addPaymentMethodBuilder: any AddPaymentMethodSwiftUIBuildable,
    topupBuilder: any TopupSwiftUIBuildable
  ) {
    self.state = state
    self.superPayDashboardBuilder = superPayDashboardBuilder
    self.cardOnFileDashboardBuilder = cardOnFileDashboardBuilder
    self.addPaymentMethodBuilder = addPaymentMethodBuilder
    self.topupBuilder = topupBuilder
    super.init(interactor: interactor)
    interactor.router = self
    presentation.host = self
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

  func attachAddPaymentMethod() {
    guard presentedFlow == nil else { return }
    presentation.present(
      addPaymentMethodBuilder.build(
        withListener: interactor, closeButtonType: .close, introduction: nil))
  }

  func detachAddPaymentMethod() {
    guard presentedFlow == .addPaymentMethod else { return }
    presentation.dismiss()
  }

  var presentedFlow: FinanceHomeFlow? {
    switch presentation.presented?.router {
    case is any AddPaymentMethodRouting: .addPaymentMethod
    case is any TopupRouting: .topup
    default: nil
    }
  }

  func attachTopup(suggestedAmount: Int?) {
    guard presentedFlow == nil else { return }
    presentation.present(
      topupBuilder.build(withListener: interactor, suggestedAmount: suggestedAmount))
  }

  func detachTopup() {
    guard presentedFlow == .topup else { return }
    presentation.dismiss()
  }

  private func attachDashboard(_ dashboard: any Routing) {
    attachChild(dashboard)
    state.addDashboard(RIBScreen(dashboard))
  }
}
