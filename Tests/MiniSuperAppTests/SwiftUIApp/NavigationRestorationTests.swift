import Foundation
import RIBs
import RIBsNavigation
import RIBsTesting
import Testing

@testable import MiniSuperAppKit

/// The SwiftUI app saved mid-flow and opened again, as `@SceneStorage` does across launches: the
/// navigation state of one tree restored into a new one.
@MainActor
@Suite struct NavigationRestorationTests {
  let store: WalletStore

  init() throws {
    store = try Fixtures.store(cards: [Fixtures.visa], balance: 10_000).store
  }

  /// A new app over the same wallet, launched in its scene.
  private func launchedApp() throws -> AppRootRouter {
    let built = AppRootBuilder(
      dependency: AppComponent(
        store: store, now: { SwiftUIAppTests.today }, views: ViewStateViews())
    ).build()
    let root = try #require(built.launchRouter as? AppRootRouter)
    root.launch(from: SceneWindow())
    return root
  }

  /// The finance tab, the top-up sheet, the card list pushed above the amount, as the user taps
  /// them.
  private func midTopUp() throws -> AppRootRouter {
    let root = try launchedApp()
    SwiftUIUser.select(.finance, in: root.tabs)
    let finance = try #require(root.tabs.selectedRouter as? FinanceHomeRouter)
    let dashboards = try #require(finance.viewControllable as? FinanceHomeViewState).dashboards
    let balance = try #require(
      dashboards.compactMap { $0.viewControllable as? SuperPayDashboardViewState }.first)
    balance.listener?.topupButtonDidTap()
    let topup = try #require(finance.presentation.router as? TopupRouter)
    let amount = try #require(
      topup.stack.routers.first?.viewControllable
        as? EnterAmountViewState)
    amount.listener?.didTapPaymentMethod()
    return root
  }

  @Test func theAppSavedMidTopUpOpensInANewTreeWhereItWas() throws {
    let saved = try RIBNavigationState(of: try midTopUp()).data()
    let savedScreens = try RIBNavigationState(data: saved).steps.map(\.screen)

    let reopened = try launchedApp()
    let problems = try RIBNavigationState(data: saved).restore(into: reopened)

    #expect(problems.isEmpty)
    expectSubtree(
      of: reopened,
      """
      AppRoot (active)
        AppHome (active)
        FinanceHome (active)
          SuperPayDashboard (active)
          CardOnFileDashboard (active)
          Topup (active)
            EnterAmount (active)
            CardOnFile (active)
      """)
    #expect(reopened.tabs.selectedTab == .finance)
    let finance = try #require(reopened.tabs.selectedRouter as? FinanceHomeRouter)
    #expect(finance.presentedFlow == .topup && finance.presentation.style == .sheet)
    let topup = try #require(finance.presentation.router as? TopupRouter)
    #expect(
      topup.stack.screens.map { $0.route(as: TopupRouter.Route.self) } == [
        .enterAmount, .cardOnFile,
      ])
    #expect((topup.viewControllable as? TopupViewState)?.stack?.id == topup.stack.rendering.id)
    // Where each restored RIB is, as the inspector shows it.
    #expect(
      finance.navigationPlaces.values.map(\.description) == ["a sheet, route topup"])
    #expect(
      topup.stack.screens.compactMap {
        topup.navigationPlaces[ObjectIdentifier($0.router)]?.description
      } == [
        "screen 1 of 2 of a stack, route enterAmount", "screen 2 of 2 of a stack, route cardOnFile",
      ])
    // The screens restored have the identities they were saved with, so SwiftUI sees the same
    // tab, sheet and pushed screen; the amount screen, which Topup shows as it starts, keeps its
    // own.
    #expect(
      [
        reopened.tabs.screen(of: .finance)?.id, finance.presentation.screen?.id,
        topup.stack.screens.last?.id,
      ]
        == [savedScreens[1], savedScreens[2], savedScreens[4]])
    let cards = try #require(
      topup.stack.routers.last?.viewControllable as? CardOnFileViewState)
    #expect(cards.cards == ["Visa ****1111"] && cards.selectedIndex == 0)
  }

  @Test func theSavedStateIsTheRoutesOfEachRouterInOrder() throws {
    let state = try RIBNavigationState(of: try midTopUp())

    #expect(
      state.steps.map { "\($0.depth) \($0.route)" } == [
        #"0 "home""#, #"0 "finance""#, #"1 "topup""#, #"2 "enterAmount""#, #"2 "cardOnFile""#,
      ])
    #expect(state.steps.allSatisfy { $0.screen != nil })
  }

  @Test func theCardShownBesideTheProfileIsShownAgain() throws {
    let first = try launchedApp()
    SwiftUIUser.select(.profile, in: first.tabs)
    let firstProfile = try #require(first.tabs.selectedRouter as? ProfileHomeRouter)
    firstProfile.split.rendering.userDidSelect("visa", from: firstProfile.split.showing)
    let saved = try RIBNavigationState(of: first).data()

    let reopened = try launchedApp()
    RIBNavigationState.restoreOrFail(saved, into: reopened)

    let profile = try #require(reopened.tabs.selectedRouter as? ProfileHomeRouter)
    #expect(reopened.tabs.selectedTab == .profile && profile.split.selection == "visa")
    #expect(
      profile.navigationPlaces.values.map(\.description) == [
        "the detail of a split view, route visa"
      ])
  }

  @Test func theQuestionAskedInTheProfileIsAskedAgainAndAnsweredThere() async throws {
    let first = try launchedApp()
    SwiftUIUser.select(.profile, in: first.tabs)
    let firstProfile = try #require(first.tabs.selectedRouter as? ProfileHomeRouter)
    try #require(firstProfile.viewControllable as? ProfileHomeViewState).listener?
      .didTapRemoveCard()
    let asked = try #require(firstProfile.dialogs.rendering.shown)
    let saved = try RIBNavigationState(of: first).data()

    let reopened = try launchedApp()
    RIBNavigationState.restoreOrFail(saved, into: reopened)

    let profile = try #require(reopened.tabs.selectedRouter as? ProfileHomeRouter)
    let state = try #require(profile.viewControllable as? ProfileHomeViewState)
    #expect(profile.dialogs.rendering.shown == asked)
    SwiftUIUser.tap(buttonAt: 0, in: profile.dialogs.rendering)  // the card, in the new launch
    await Observed.until { state.cards.isEmpty }
    #expect(store.wallet.paymentMethods.isEmpty)
  }

  @Test func aSavedRideOnTheHomeTabIsPushedAgain() throws {
    let first = try launchedApp()
    let home = try #require(first.tabs.selectedRouter as? AppHomeRouter)
    try #require(home.viewControllable as? AppHomeViewState).listener?.didTapRide()
    let saved = try RIBNavigationState(of: first).data()

    let reopened = try launchedApp()
    RIBNavigationState.restoreOrFail(saved, into: reopened)

    let reopenedHome = try #require(reopened.tabs.selectedRouter as? AppHomeRouter)
    #expect(reopenedHome.stack.screens.map(\.router.ribName) == ["TransportHome"])
  }
}

extension RIBNavigationState {
  /// Restores `data` into `root`, recording an issue for anything skipped.
  @MainActor
  fileprivate static func restoreOrFail(_ data: Data, into root: any Routing) {
    do {
      let problems = try RIBNavigationState(data: data).restore(into: root)
      #expect(problems.isEmpty)
    } catch {
      Issue.record(error)
    }
  }
}
