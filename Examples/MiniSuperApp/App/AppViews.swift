/// What draws the app's screens, chosen once at launch: the terminal (`TerminalViews`) or SwiftUI
/// (`SwiftUIViews`).
///
/// Each RIB's builder asks it for the RIB's view and presenter, so that one router, one builder
/// and one interactor per RIB serve every app: only the views differ. The compiler checks that
/// each kind of view is the `ViewControllable` its router asks for.
@MainActor
protocol AppViews {
  /// The tab bar, and the root's presenter.
  func makeAppRootView() -> (view: any AppRootViewControllable, presenter: any AppRootPresentable)
  /// The home tab's screen, and its presenter.
  func makeAppHomeView() -> (view: any AppHomeViewControllable, presenter: any AppHomePresentable)
  /// The ride screen, and its presenter.
  func makeTransportHomeView() -> (
    view: any TransportHomeViewControllable, presenter: any TransportHomePresentable
  )
  /// The finance tab's screen, and its presenter.
  func makeFinanceHomeView() -> (
    view: any FinanceHomeViewControllable, presenter: any FinanceHomePresentable
  )
  /// The profile tab's screen, and its presenter.
  func makeProfileHomeView() -> (
    view: any ProfileHomeViewControllable, presenter: any ProfileHomePresentable
  )
  /// A card's details, and its presenter.
  func makeCardDetailView() -> (
    view: any CardDetailViewControllable, presenter: any CardDetailPresentable
  )
  /// The SuperPay balance dashboard, and its presenter.
  func makeSuperPayDashboardView() -> (
    view: any SuperPayDashboardViewControllable, presenter: any SuperPayDashboardPresentable
  )
  /// The cards dashboard, and its presenter.
  func makeCardOnFileDashboardView() -> (
    view: any CardOnFileDashboardViewControllable, presenter: any CardOnFileDashboardPresentable
  )
  /// The top-up flow's view: the navigation stack its screens are pushed on.
  func makeTopupView() -> any TopupViewControllable
  /// The amount screen, and its presenter.
  func makeEnterAmountView() -> (
    view: any EnterAmountViewControllable, presenter: any EnterAmountPresentable
  )
  /// The card list, and its presenter.
  func makeCardOnFileView() -> (
    view: any CardOnFileViewControllable, presenter: any CardOnFilePresentable
  )
  /// The card form, and its presenter.
  ///
  /// - Parameters:
  ///   - closeButtonType: Whether the form's way out says "Close" or "Back".
  ///   - introduction: What the form says first, if anything.
  /// - Returns: The form's view, and its presenter.
  func makeAddPaymentMethodView(closeButtonType: DismissButtonType, introduction: String?) -> (
    view: any AddPaymentMethodViewControllable, presenter: any AddPaymentMethodPresentable
  )
}
