import RIBs

@testable import MiniSuperAppKit

/// The SwiftUI app's views as Linux can have them: each screen's view state, as `SwiftUIViews`
/// makes it, is both its presenter and its view, without the `RIBView` around the SwiftUI view.
///
/// The routers hand their models to the view states, as the `RIBView` conformances in the view
/// files do, so a test drives the models as the SwiftUI views bind them and reads what the views
/// would draw.
@MainActor
struct ViewStateViews: AppViews {
  func makeAppRootView() -> (view: any AppRootViewControllable, presenter: any AppRootPresentable) {
    let state = AppRootViewState()
    return (state, state)
  }

  func makeAppHomeView() -> (view: any AppHomeViewControllable, presenter: any AppHomePresentable) {
    let state = AppHomeViewState()
    return (state, state)
  }

  func makeTransportHomeView() -> (
    view: any TransportHomeViewControllable, presenter: any TransportHomePresentable
  ) {
    let state = TransportHomeViewState()
    return (state, state)
  }

  func makeFinanceHomeView() -> (
    view: any FinanceHomeViewControllable, presenter: any FinanceHomePresentable
  ) {
    let state = FinanceHomeViewState()
    return (state, state)
  }

  func makeProfileHomeView() -> (
    view: any ProfileHomeViewControllable, presenter: any ProfileHomePresentable
  ) {
    let state = ProfileHomeViewState()
    return (state, state)
  }

  func makeCardDetailView() -> (
    view: any CardDetailViewControllable, presenter: any CardDetailPresentable
  ) {
    let state = CardDetailViewState()
    return (state, state)
  }

  func makeSuperPayDashboardView() -> (
    view: any SuperPayDashboardViewControllable, presenter: any SuperPayDashboardPresentable
  ) {
    let state = SuperPayDashboardViewState()
    return (state, state)
  }

  func makeCardOnFileDashboardView() -> (
    view: any CardOnFileDashboardViewControllable, presenter: any CardOnFileDashboardPresentable
  ) {
    let state = CardOnFileDashboardViewState()
    return (state, state)
  }

  func makeTopupView() -> any TopupViewControllable { TopupViewState() }

  func makeEnterAmountView() -> (
    view: any EnterAmountViewControllable, presenter: any EnterAmountPresentable
  ) {
    let state = EnterAmountViewState()
    return (state, state)
  }

  func makeCardOnFileView() -> (
    view: any CardOnFileViewControllable, presenter: any CardOnFilePresentable
  ) {
    let state = CardOnFileViewState()
    return (state, state)
  }

  func makeAddPaymentMethodView(closeButtonType: DismissButtonType, introduction: String?) -> (
    view: any AddPaymentMethodViewControllable, presenter: any AddPaymentMethodPresentable
  ) {
    let state = AddPaymentMethodViewState(
      closeButtonType: closeButtonType, introduction: introduction)
    return (state, state)
  }
}

extension AppRootViewState: AppRootViewControllable {}
extension AppHomeViewState: AppHomeViewControllable {}
extension TransportHomeViewState: TransportHomeViewControllable {}
extension FinanceHomeViewState: FinanceHomeViewControllable {}
extension ProfileHomeViewState: ProfileHomeViewControllable {}
extension CardDetailViewState: CardDetailViewControllable {}
extension SuperPayDashboardViewState: SuperPayDashboardViewControllable {}
extension CardOnFileDashboardViewState: CardOnFileDashboardViewControllable {}
extension TopupViewState: TopupViewControllable {}
extension EnterAmountViewState: EnterAmountViewControllable {}
extension CardOnFileViewState: CardOnFileViewControllable {}
extension AddPaymentMethodViewState: AddPaymentMethodViewControllable {}

/// A window for the SwiftUI app's root, which a scene shows: it keeps the root's view.
final class SceneWindow: LaunchWindow {
  private(set) var rootView: (any ViewControllable)?

  func show(rootViewController: any ViewControllable) {
    rootView = rootViewController
  }
}
