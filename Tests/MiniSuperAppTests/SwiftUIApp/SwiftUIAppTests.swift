import Foundation
import RIBs
import RIBsSwiftUI
import RIBsTesting
import Testing

@testable import MiniSuperAppKit

/// MiniSuperApp's SwiftUI app, driven through its navigation models as SwiftUI drives them: the
/// same interactors as the terminal app, with SwiftUI view states and routers.
@MainActor
@Suite struct SwiftUIAppTests {
  let root: AppRootSwiftUIRouter
  let urlHandler: any URLHandler
  let store: WalletStore

  init() throws {
    store = try Fixtures.store(cards: [Fixtures.visa], balance: 10_000).store
    let built = AppRootSwiftUIBuilder(dependency: AppComponent(store: store, now: { Self.today }))
      .build()
    root = built.router
    urlHandler = built.urlHandler
    root.launch()
  }

  static let today = Date(timeIntervalSince1970: 1_767_225_600)  // 2026-01-01

  @Test func launchingShowsTheHomeTabOnly() {
    #expect(root.tabs.selectedTab == .home)
    expectSubtree(
      of: root,
      """
      AppRootSwiftUI (active, no view)
        AppHomeSwiftUI (active, no view)
      """)
  }

  @Test func aTabTheUserLeavesStaysAttachedAndComesBackWhereItWas() throws {
    root.tabs.userDidSelect(.finance)  // what TabView does on a tap
    let finance = try financeRouter()
    root.tabs.userDidSelect(.home)
    root.tabs.userDidSelect(.finance)

    #expect(try financeRouter() === finance)
    expectSubtree(
      of: root,
      """
      AppRootSwiftUI (active, no view)
        AppHomeSwiftUI (active, no view)
        FinanceHomeSwiftUI (active, no view)
          SuperPayDashboardSwiftUI (active, no view)
          CardOnFileDashboardSwiftUI (active, no view)
      """)
  }

  @Test func aDeepLinkSelectsTheTabAndPresentsTheTopUpAsAStackInASheet() async throws {
    try await open("superapp://finance/topup?amount=5000")

    #expect(root.tabs.selectedTab == .finance)
    let finance = try financeRouter()
    let topup = try #require(finance.presentation.sheet?.router as? TopupSwiftUIRouter)
    #expect(topup.stack.rootScreen?.router is EnterAmountSwiftUIRouter)
    #expect(topup.stack.pathAboveRoot.isEmpty)
    let amount = try #require(topup.stack.routers.first as? EnterAmountSwiftUIRouter)
    #expect(amount.state.amount == "5000")
    #expect(amount.state.paymentMethodName == Fixtures.visa.displayName)
  }

  @Test func aBackSwipeInTheTopUpDetachesTheCardListAndKeepsTheAmount() async throws {
    try await open("superapp://finance/topup")
    let topup = try topupRouter()
    let amount = try #require(topup.stack.routers.first as? EnterAmountSwiftUIRouter)

    amount.state.listener?.didTapPaymentMethod()
    #expect(topup.stack.pathAboveRoot.map(\.router.ribName) == ["CardOnFileSwiftUI"])
    #expect(topup.children.map(\.ribName) == ["EnterAmountSwiftUI", "CardOnFileSwiftUI"])

    topup.stack.pathAboveRoot = []  // the user swipes back

    #expect(topup.children.map(\.ribName) == ["EnterAmountSwiftUI"])
    #expect(topup.stack.routers.count == 1)
  }

  @Test func draggingTheTopUpDownDetachesItOnceAndALinkOpensItAgain() async throws {
    try await open("superapp://finance/topup")
    let finance = try financeRouter()
    let topup = try topupRouter()

    finance.presentation.sheet = nil  // the user drags the sheet down

    #expect(finance.presentedFlow == nil)
    #expect(!finance.children.contains { $0 === topup })
    #expect(!topup.interactable.isActive)
    #expect(topup.children.allSatisfy { !$0.interactable.isActive })

    try await open("superapp://finance/topup")
    #expect(finance.presentedFlow == .topup)
  }

  @Test func theCardFormAddsACardAndClosesItsSheet() async throws {
    try await open("superapp://finance/cards/add")
    let finance = try financeRouter()
    let form = try #require(finance.presentation.sheet?.router as? AddPaymentMethodSwiftUIRouter)

    for text in ["4242 4242 4242 4242", "12/30", "123"] {
      form.state.entry = text  // typed into the text field
      form.state.submit()  // the return key
    }

    #expect(form.state.message == nil)
    // The card is added in a task; the form's sheet goes when it is.
    await Observed.until { finance.presentedFlow == nil }
    #expect(try store.update { $0.paymentMethods.count } == 2)
    let financeState = try #require(finance.state.message)
    #expect(financeState.hasPrefix("Added "))
  }

  @Test func aWrongCardNumberIsExplainedAndTheFormStaysOnTheField() async throws {
    try await open("superapp://finance/cards/add")
    let form = try #require(
      try financeRouter().presentation.sheet?.router as? AddPaymentMethodSwiftUIRouter)

    form.state.entry = "12"
    form.state.submit()

    #expect(form.state.field == .number)
    #expect(form.state.message != nil)
    #expect(form.state.entry.isEmpty)
  }

  // MARK: Helpers

  /// Opens `link`, and returns once its workflow has presented a flow in the finance tab: the
  /// workflow's steps run in tasks, and the models are observable.
  private func open(_ link: String) async throws {
    urlHandler.handle(try #require(URL(string: link)))
    await Observed.until(following: [root.tabs]) { [root] in
      (root.tabs.selectedRouter as? FinanceHomeSwiftUIRouter)?.presentation.sheet != nil
    }
  }

  private func financeRouter() throws -> FinanceHomeSwiftUIRouter {
    try #require(root.tabs.selectedRouter as? FinanceHomeSwiftUIRouter)
  }

  private func topupRouter() throws -> TopupSwiftUIRouter {
    try #require(financeRouter().presentation.sheet?.router as? TopupSwiftUIRouter)
  }
}
