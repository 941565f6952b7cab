import RIBs
import TerminalUI

/// The terminal app's views: a terminal view controller for each screen, which is also its
/// presenter (the dashboard's is a view state the terminal view follows).
struct TerminalViews: AppViews {
  func makeAppRootView() -> (view: any AppRootViewControllable, presenter: any AppRootPresentable) {
    let tabBar = AppRootTabBarController()
    return (tabBar, tabBar)
  }

  func makeAppHomeView() -> (view: any AppHomeViewControllable, presenter: any AppHomePresentable) {
    let home = AppHomeViewController()
    return (TerminalNavigationController(hostView: home), home)
  }

  func makeTransportHomeView() -> (
    view: any TransportHomeViewControllable, presenter: any TransportHomePresentable
  ) {
    let ride = TransportHomeViewController()
    return (ride, ride)
  }

  func makeFinanceHomeView() -> (
    view: any FinanceHomeViewControllable, presenter: any FinanceHomePresentable
  ) {
    let finance = FinanceHomeViewController()
    return (finance, finance)
  }

  func makeProfileHomeView() -> (
    view: any ProfileHomeViewControllable, presenter: any ProfileHomePresentable
  ) {
    let profile = ProfileHomeViewController()
    return (profile, profile)
  }

  func makeCardDetailView() -> (
    view: any CardDetailViewControllable, presenter: any CardDetailPresentable
  ) {
    let card = CardDetailViewController()
    return (card, card)
  }

  func makeSuperPayDashboardView() -> (
    view: any SuperPayDashboardViewControllable, presenter: any SuperPayDashboardPresentable
  ) {
    let state = SuperPayDashboardViewState()
    return (SuperPayDashboardTerminalView(state: state), state)
  }

  func makeCardOnFileDashboardView() -> (
    view: any CardOnFileDashboardViewControllable, presenter: any CardOnFileDashboardPresentable
  ) {
    let dashboard = CardOnFileDashboardViewController()
    return (dashboard, dashboard)
  }

  func makeTopupView() -> any TopupViewControllable {
    TerminalNavigationController()
  }

  func makeEnterAmountView() -> (
    view: any EnterAmountViewControllable, presenter: any EnterAmountPresentable
  ) {
    let amount = EnterAmountViewController()
    return (amount, amount)
  }

  func makeCardOnFileView() -> (
    view: any CardOnFileViewControllable, presenter: any CardOnFilePresentable
  ) {
    let cards = CardOnFileViewController()
    return (cards, cards)
  }

  func makeAddPaymentMethodView(closeButtonType: DismissButtonType, introduction: String?) -> (
    view: any AddPaymentMethodViewControllable, presenter: any AddPaymentMethodPresentable
  ) {
    let form = AddPaymentMethodViewController(
      closeButtonType: closeButtonType, introduction: introduction)
    return (form, form)
  }
}

/// The top-up flow's view in the terminal: a navigation controller that draws the flow's stack.
extension TerminalNavigationController: TopupViewControllable {}

/// The home tab's view in the terminal: a navigation controller that draws the ride above the home
/// screen.
extension TerminalNavigationController: AppHomeViewControllable {}
