#if canImport(SwiftUI)
  import RIBs
  import RIBsSwiftUI
  import SwiftUI

  /// The SwiftUI app's views: each screen's view state, which is its presenter, and its SwiftUI
  /// view in a `RIBView`, which its router keeps.
  ///
  /// The views' conformances to their RIBs' `ViewControllable` protocols are in the view files,
  /// which hand the models the routers draw to the view states.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  struct SwiftUIViews: AppViews {
    func makeAppRootView() -> (view: any AppRootViewControllable, presenter: any AppRootPresentable)
    {
      let state = AppRootViewState()
      return (RIBView { AppRootView(state: state) }, state)
    }

    func makeAppHomeView() -> (view: any AppHomeViewControllable, presenter: any AppHomePresentable)
    {
      let state = AppHomeViewState()
      return (RIBView { AppHomeView(state: state) }, state)
    }

    func makeTransportHomeView() -> (
      view: any TransportHomeViewControllable, presenter: any TransportHomePresentable
    ) {
      let state = TransportHomeViewState()
      return (RIBView { TransportHomeView(state: state) }, state)
    }

    func makeFinanceHomeView() -> (
      view: any FinanceHomeViewControllable, presenter: any FinanceHomePresentable
    ) {
      let state = FinanceHomeViewState()
      return (RIBView { FinanceHomeView(state: state) }, state)
    }

    func makeProfileHomeView() -> (
      view: any ProfileHomeViewControllable, presenter: any ProfileHomePresentable
    ) {
      let state = ProfileHomeViewState()
      return (RIBView { ProfileHomeView(state: state) }, state)
    }

    func makeCardDetailView() -> (
      view: any CardDetailViewControllable, presenter: any CardDetailPresentable
    ) {
      let state = CardDetailViewState()
      return (RIBView { CardDetailView(state: state) }, state)
    }

    func makeSuperPayDashboardView() -> (
      view: any SuperPayDashboardViewControllable, presenter: any SuperPayDashboardPresentable
    ) {
      let state = SuperPayDashboardViewState()
      return (RIBView { SuperPayDashboardView(state: state) }, state)
    }

    func makeCardOnFileDashboardView() -> (
      view: any CardOnFileDashboardViewControllable, presenter: any CardOnFileDashboardPresentable
    ) {
      let state = CardOnFileDashboardViewState()
      return (RIBView { CardOnFileDashboardView(state: state) }, state)
    }

    func makeTopupView() -> any TopupViewControllable {
      let state = TopupViewState()
      return RIBView { TopupView(state: state) }
    }

    func makeEnterAmountView() -> (
      view: any EnterAmountViewControllable, presenter: any EnterAmountPresentable
    ) {
      let state = EnterAmountViewState()
      return (RIBView { EnterAmountView(state: state) }, state)
    }

    func makeCardOnFileView() -> (
      view: any CardOnFileViewControllable, presenter: any CardOnFilePresentable
    ) {
      let state = CardOnFileViewState()
      return (RIBView { CardOnFileView(state: state) }, state)
    }

    func makeAddPaymentMethodView(closeButtonType: DismissButtonType, introduction: String?) -> (
      view: any AddPaymentMethodViewControllable, presenter: any AddPaymentMethodPresentable
    ) {
      let state = AddPaymentMethodViewState(
        closeButtonType: closeButtonType, introduction: introduction)
      return (RIBView { AddPaymentMethodView(state: state) }, state)
    }
  }
#endif
