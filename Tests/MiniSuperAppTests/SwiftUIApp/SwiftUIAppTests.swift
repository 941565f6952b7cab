import Foundation
import RIBs
import RIBsNavigation
import RIBsTesting
import Testing

@testable import MiniSuperAppKit

/// MiniSuperApp's SwiftUI app: the terminal app's tree of RIBs with SwiftUI's view states, driven
/// through its navigation models as SwiftUI's views drive them (`TabView`'s selection,
/// `NavigationStack`'s path, a sheet's item).
@MainActor
@Suite struct SwiftUIAppTests {
  let root: AppRootRouter
  let urlHandler: any URLHandler
  let store: WalletStore
  let window = SceneWindow()

  init() throws {
    store = try Fixtures.store(cards: [Fixtures.visa], balance: 10_000).store
    let built = AppRootBuilder(
      dependency: AppComponent(store: store, now: { Self.today }, views: ViewStateViews())
    ).build()
    root = try #require(built.launchRouter as? AppRootRouter)
    urlHandler = built.urlHandler
    root.launch(from: window)
  }

  static let today = Date(timeIntervalSince1970: 1_767_225_600)  // 2026-01-01

  @Test func launchingShowsTheHomeTabOnlyAndTheRootDrawsTheTabs() {
    #expect(root.tabs.selectedTab == .home)
    #expect(window.rootView === root.viewControllable)
    #expect((root.viewControllable as? AppRootViewState)?.tabs?.id == root.tabs.rendering.id)
    expectSubtree(
      of: root,
      """
      AppRoot (active)
        AppHome (active)
      """)
  }

  @Test func aTabTheUserLeavesStaysAttachedAndComesBackWhereItWas() throws {
    // What TabView does on a tap.
    root.tabs.rendering.userDidSelect(.finance, from: root.tabs.showing)
    let finance = try financeRouter()
    root.tabs.rendering.userDidSelect(.home, from: root.tabs.showing)
    root.tabs.rendering.userDidSelect(.finance, from: root.tabs.showing)

    #expect(try financeRouter() === finance)
    expectSubtree(
      of: root,
      """
      AppRoot (active)
        AppHome (active)
        FinanceHome (active)
          SuperPayDashboard (active)
          CardOnFileDashboard (active)
      """)
    let dashboards = try #require(finance.viewControllable as? FinanceHomeViewState).dashboards
    #expect(dashboards.map(\.ribName) == ["SuperPayDashboard", "CardOnFileDashboard"])
  }

  @Test func tappingTheHomeTabWhileTheRideIsShownPopsBackToTheHomeScreen() throws {
    let home = try #require(root.tabs.selectedRouter as? AppHomeRouter)
    try #require(home.viewControllable as? AppHomeViewState).listener?.didTapRide()
    let pushed = home.stack.screens.map(\.router.ribName)

    SwiftUIUser.select(.home, in: root.tabs)  // the tab shown, tapped again

    #expect(pushed == ["TransportHome"])
    #expect(home.stack.isEmpty)
    expectSubtree(
      of: root,
      """
      AppRoot (active)
        AppHome (active)
      """)
  }

  @Test func theProfileAsksWhichCardToRemoveInADialogAndRemovesTheOneTapped() async throws {
    SwiftUIUser.select(.profile, in: root.tabs)
    let profile = try #require(root.tabs.selectedRouter as? ProfileHomeRouter)
    let state = try #require(profile.viewControllable as? ProfileHomeViewState)
    #expect(state.dialogs?.id == profile.dialogs.rendering.id)

    state.listener?.didTapRemoveCard()
    let question = try #require(profile.dialogs.rendering.shown(as: .confirmationDialog))
    SwiftUIUser.tap(buttonAt: 0, in: profile.dialogs.rendering)
    await Observed.until { state.cards.isEmpty && state.message != nil }

    #expect(question.buttons.map(\.title) == ["Visa ****1111, expires 12/30", "Cancel"])
    #expect(profile.dialogs.shown == nil)
    #expect(state.message == "Removed Visa ****1111.")
    #expect(store.wallet.paymentMethods.isEmpty)
  }

  @Test func theProfileShowsTheCardPickedBesideTheListUntilTheUserGoesBack() async throws {
    SwiftUIUser.select(.profile, in: root.tabs)
    let profile = try #require(root.tabs.selectedRouter as? ProfileHomeRouter)
    let state = try #require(profile.viewControllable as? ProfileHomeViewState)
    #expect(state.split?.id == profile.split.rendering.id)

    // The list's pick.
    profile.split.rendering.userDidSelect(try #require(state.cards.first).id, from: nil)
    let detail = try #require(
      profile.split.detailScreen?.viewControllable as? CardDetailViewState)
    let shown = detail.lines
    try store.update { $0.paymentMethods = [] }  // removed by another instance
    await Observed.until { detail.lines == ["This card is no longer on file."] }
    profile.split.rendering.userDidLeaveDetail(from: profile.split.showing)  // back, on an iPhone

    #expect(shown == ["Visa ****1111", "Expires 12/30"])
    #expect(profile.split.selection == nil)
    expectSubtree(
      of: root,
      """
      AppRoot (active)
        AppHome (active)
        ProfileHome (active)
      """)
  }

  @Test func aDeepLinkSelectsTheTabAndPresentsTheTopUpAsAStackInASheet() async throws {
    try await open("superapp://finance/topup?amount=5000")

    #expect(root.tabs.selectedTab == .finance)
    let finance = try financeRouter()
    #expect(finance.presentation.style == .sheet)
    let topup = try topupRouter()
    #expect((topup.viewControllable as? TopupViewState)?.stack?.id == topup.stack.rendering.id)
    #expect(topup.stack.root == .firstScreen)
    let amount = try state(of: topup.stack.routers.first, as: EnterAmountViewState.self)
    #expect(topup.stack.routers.count == 1)
    #expect(amount.amount == "5000")
    #expect(amount.paymentMethodName == Fixtures.visa.displayName)
  }

  @Test func aBackSwipeInTheTopUpDetachesTheCardListAndKeepsTheAmount() async throws {
    try await open("superapp://finance/topup")
    let topup = try topupRouter()
    let amount = try state(of: topup.stack.routers.first, as: EnterAmountViewState.self)

    amount.listener?.didTapPaymentMethod()
    #expect(topup.children.map(\.ribName) == ["EnterAmount", "CardOnFile"])

    SwiftUIUser.swipeBack(on: topup.stack)

    #expect(topup.children.map(\.ribName) == ["EnterAmount"])
    #expect(topup.stack.routers.count == 1)
  }

  @Test func draggingTheTopUpDownDetachesItOnceAndALinkOpensItAgain() async throws {
    try await open("superapp://finance/topup")
    let finance = try financeRouter()
    let topup = try topupRouter()

    let sheet = try #require(finance.presentation.screen?.id)
    finance.presentation.rendering.userDidDismiss(sheet)  // the user drags the sheet down
    finance.presentation.rendering.userDidDismiss(sheet)  // a late second write for the same sheet

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
    do {
      // The form is not kept past its sheet: the leak detector expects it gone once its RIB is.
      let form = try state(of: finance.presentation.router, as: AddPaymentMethodViewState.self)
      for text in ["4242 4242 4242 4242", "12/30", "123"] {
        form.entry = text  // typed into the text field
        form.submit()  // the return key
      }
      #expect(form.message == nil)
    }
    // The card is added in a task; the form's sheet goes when it is.
    await Observed.until(following: [finance.presentation]) { finance.presentedFlow == nil }
    #expect(try store.update { $0.paymentMethods.count } == 2)
    let financeState = try #require(finance.viewControllable as? FinanceHomeViewState)
    #expect(financeState.message?.hasPrefix("Added ") == true)
  }

  @Test func aWrongCardNumberIsExplainedAndTheFormStaysOnTheField() async throws {
    try await open("superapp://finance/cards/add")
    let form = try state(
      of: try financeRouter().presentation.router, as: AddPaymentMethodViewState.self)

    form.entry = "12"
    form.submit()

    #expect(form.field == .number)
    #expect(form.message != nil)
    #expect(form.entry.isEmpty)
  }

  // MARK: Helpers

  /// Opens `link`, and returns once its workflow has presented a flow in the finance tab: the
  /// workflow's steps run in tasks.
  private func open(_ link: String) async throws {
    urlHandler.handle(try #require(URL(string: link)))
    await Observed.until(following: [root.tabs]) { [root] in root.tabs.selectedTab == .finance }
    let finance = try financeRouter()
    await Observed.until(following: [finance.presentation]) { finance.presentedFlow != nil }
  }

  private func financeRouter() throws -> FinanceHomeRouter {
    try #require(root.tabs.selectedRouter as? FinanceHomeRouter)
  }

  private func topupRouter() throws -> TopupRouter {
    try #require(financeRouter().presentation.router as? TopupRouter)
  }

  /// The view state that is the view of `router`.
  private func state<State>(of router: (any Routing)?, as type: State.Type) throws -> State {
    try #require((router as? any ViewableRouting)?.viewControllable as? State)
  }
}

/// What SwiftUI's views write to the models when the user acts, as RIBsSwiftUI's views bind them.
@MainActor
enum SwiftUIUser {
  /// A back swipe on a `NavigationStack` drawn from `stack`: the path loses its last screen.
  static func swipeBack(on stack: RIBStack) {
    let rendering = stack.rendering
    rendering.userDidSetPushedScreens(
      Array(rendering.pushedScreens.map(\.id).dropLast()), from: rendering.showing)
  }

  /// A sheet drawn from `presentation` dragged down: the sheet's item is set to `nil`, for the
  /// screen it showed.
  static func dragDown(_ presentation: RIBPresentation) {
    guard let shown = presentation.screen?.id else { return }
    presentation.rendering.userDidDismiss(shown)
  }

  /// A tap on the button at `index` of the dialog `dialogs` shows, as SwiftUI reports it: the
  /// binding set to `false`, then the button's action.
  static func tap(buttonAt index: Int, in dialogs: RIBDialogRendering) {
    guard let shown = dialogs.shown else { return }
    dialogs.userDidDismiss(shown.id)
    dialogs.userDidChoose(buttonAt: index, in: shown.id)
  }

  /// A tap on `tab` in a `TabView` drawn from `tabs`.
  static func select<Tab>(_ tab: Tab, in tabs: RIBTabs<Tab>) {
    tabs.rendering.userDidSelect(tab, from: tabs.showing)
  }
}
