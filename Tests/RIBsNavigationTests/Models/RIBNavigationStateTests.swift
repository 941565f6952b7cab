import Foundation
import RIBs
import RIBsNavigation
import RIBsTestFixtures
import Testing

/// Saving where the navigation is and restoring it into a new tree: each router shows its routes
/// again, in order; saved data from elsewhere restores what it can and says what it skipped.
@MainActor
@Suite struct RIBNavigationStateTests {
  enum Tab: String, Codable, Hashable { case home, wallet }
  enum WalletRoute: Codable, Hashable {
    case card(number: Int)
    case settings
  }

  /// A root with two tabs; the home tab is selected when it launches.
  final class RootRouter: ViewableRouter<TestInteractor, TestViewController> {
    private(set) lazy var tabs = RIBTabs<Tab>(.home, .wallet, host: self) { tab in
      tab == .home ? TestScreen(name: "home") : WalletRouter()
    }

    init() {
      super.init(interactor: TestInteractor(name: "root"), viewController: TestViewController())
      handleRoutes(Tab.self) { [unowned self] tab in
        tabs.select(tab)
        return nil
      }
    }
  }

  /// A tab with a stack of cards and a settings sheet; a card numbered below 0 cannot be shown.
  final class WalletRouter: ViewableRouter<TestInteractor, TestViewController> {
    let listener = DismissalRecorder()
    private(set) lazy var stack = RIBStack(host: self, listener: listener)
    private(set) lazy var presentation = RIBPresentation(host: self, listener: listener)
    /// Whether each change is animated, as the renderers hear it.
    private(set) var animations: [Bool] = []

    init() {
      super.init(interactor: TestInteractor(name: "wallet"), viewController: TestViewController())
      for model in [stack, presentation] as [RIBNavigationModel] {
        model.addRenderer(self) { wallet, change in
          if case .byRouter(let animated) = change { wallet.animations.append(animated) }
        }
      }
      handleRoutes(WalletRoute.self) { [unowned self] route in show(route) }
    }

    func show(_ route: WalletRoute) -> String? {
      switch route {
      case .card(let number):
        guard number >= 0 else { return "There is no card \(number)." }
        stack.push(TestScreen(name: "card \(number)"), route: route)
      case .settings:
        presentation.present(TestScreen(name: "settings"), route: route)
      }
      return nil
    }
  }

  /// A launched root, home tab selected.
  private func launchedRoot() -> RootRouter {
    let root = RootRouter()
    root.interactable.activate()
    root.load()
    root.tabs.select(.home)
    return root
  }

  /// The user's way to: the wallet tab, two cards pushed, the settings sheet.
  private func navigatedRoot() throws -> RootRouter {
    let root = launchedRoot()
    root.tabs.rendering.userDidSelect(.wallet, from: root.tabs.showing)
    let wallet = try #require(root.tabs.selectedRouter as? WalletRouter)
    _ = wallet.show(.card(number: 1))
    _ = wallet.show(.card(number: 2))
    _ = wallet.show(.settings)
    return root
  }

  @Test func aRestoredTreeShowsTheSameRoutesInTheSameModels() throws {
    let navigated = try navigatedRoot()
    let saved = try RIBNavigationState(of: navigated).data()

    let restored = launchedRoot()
    let problems = try RIBNavigationState(data: saved).restore(into: restored)

    #expect(problems.isEmpty)
    #expect(restored.tabs.selectedTab == .wallet)
    let wallet = try #require(restored.tabs.selectedRouter as? WalletRouter)
    #expect(
      wallet.stack.screens.map { $0.route(as: WalletRoute.self) } == [
        .card(number: 1), .card(number: 2),
      ])
    #expect(wallet.presentation.screen?.route(as: WalletRoute.self) == .settings)
    #expect(
      restored.treeDescription == """
        Root (active)
          TestScreen (active)
          Wallet (active)
            TestScreen (active)
            TestScreen (active)
            TestScreen (active)
        """)
    // Each router numbers what its models show: the same numbers on every run.
    #expect(
      String(decoding: saved, as: UTF8.self) == """
        {"steps":[{"depth":0,"route":"\\"home\\"","screen":"0000000000000001","type":"Tab"},\
        {"depth":0,"route":"\\"wallet\\"","screen":"0000000000000002","type":"Tab"},\
        {"depth":1,"route":"{\\"card\\":{\\"number\\":1}}","screen":"0000000000000001",\
        "type":"WalletRoute"},\
        {"depth":1,"route":"{\\"card\\":{\\"number\\":2}}","screen":"0000000000000002",\
        "type":"WalletRoute"},\
        {"depth":1,"route":"{\\"settings\\":{}}","screen":"0000000000000003",\
        "type":"WalletRoute"}]}
        """)
    // Restored without animation.
    #expect(wallet.animations == [false, false, false])
  }

  @Test func restoredScreensTakeTheIdentitiesTheyWereSavedWithAndShownOnesKeepTheirs() throws {
    let navigated = try navigatedRoot()
    let state = try RIBNavigationState(of: navigated)

    let restored = launchedRoot()
    let launchTab = try #require(restored.tabs.screen(of: .home)).id
    state.restore(into: restored)

    let saved = try screenIDs(of: navigated)
    let now = try screenIDs(of: restored)
    // The home tab was shown at launch: it keeps the identity renderers know it by.
    #expect(now[0] == launchTab)
    #expect(Array(now[1...]) == Array(saved[1...]))
    // A screen shown after restoring takes a number past the restored ones.
    let wallet = try #require(restored.tabs.selectedRouter as? WalletRouter)
    _ = wallet.show(.card(number: 3))
    #expect(wallet.stack.screens.last?.id.rawValue == 4)
  }

  /// Restores a flow that pushes its first screen, for an equal route, as it loads.
  final class FlowHostRouter: ViewableRouter<TestInteractor, TestViewController> {
    let listener = DismissalRecorder()
    private(set) lazy var stack = RIBStack(host: self, listener: listener)

    init() {
      super.init(interactor: TestInteractor(name: "host"), viewController: TestViewController())
      handleRoutes(String.self) { [unowned self] route in
        show(route)
        return nil
      }
    }

    func show(_ route: String) {
      stack.push(
        RIBStackTests.FlowScreen(name: route, stack: stack, firstRoute: route), route: route)
    }
  }

  @Test func theIdentityRestoredGoesToTheScreenRestoredNotToOneItShowsAsItLoads() throws {
    let saved = FlowHostRouter()
    saved.interactable.activate()
    RIBsDiagnostics.capture { saved.show("topup") }
    let flowID = try #require(saved.stack.screens.first).id
    let state = try RIBNavigationState(
      data: Data(
        #"{"steps":[{"depth":0,"route":"\"topup\"","screen":"\#(flowID)"},{"depth":1,"route":"1"}]}"#
          .utf8))

    let restored = FlowHostRouter()
    restored.interactable.activate()
    var problems: [String] = []
    // The flow's own screen has a route the flow does not handle: it is said when it is shown.
    let reports = RIBsDiagnostics.capture { problems = state.restore(into: restored) }

    #expect(reports.map(\.kind) == [.routeNotSaved])
    // What was saved below the flow is restored in the flow, not in the screen it pushed.
    #expect(
      problems == [
        #"Step 2, 1: FlowScreen handles no routes (handleRoutes(_:with:)); nothing below it is restored."#
      ])
    #expect(restored.stack.screens.count == 2)
    #expect(restored.stack.screens.first?.id == flowID)
    #expect(restored.stack.screens.last?.id != flowID)
  }

  @Test func dataSavedWithoutIdentitiesRestoresWithNewOnes() throws {
    let saved = Data(
      """
      {"steps":[{"depth":0,"route":"\\"wallet\\""},{"depth":1,"route":"{\\"settings\\":{}}"}]}
      """.utf8)
    let restored = launchedRoot()

    let problems = try RIBNavigationState(data: saved).restore(into: restored)

    #expect(problems.isEmpty)
    let wallet = try #require(restored.tabs.selectedRouter as? WalletRouter)
    let settings = try #require(wallet.presentation.screen)
    #expect(settings.route(as: WalletRoute.self) == .settings)
    #expect(settings.id != restored.tabs.screen(of: .wallet)?.id)
  }

  /// The identities of the home tab, the wallet tab, its two cards and its settings sheet.
  private func screenIDs(of root: RootRouter) throws -> [RIBScreen.ID] {
    let wallet = try #require(root.tabs.router(of: .wallet) as? WalletRouter)
    return [
      try #require(root.tabs.screen(of: .home)).id, try #require(root.tabs.screen(of: .wallet)).id,
    ] + wallet.stack.screens.map(\.id) + [try #require(wallet.presentation.screen).id]
  }

  @Test func restoringTwiceShowsNothingTwice() throws {
    let state = try RIBNavigationState(of: try navigatedRoot())
    let restored = launchedRoot()

    state.restore(into: restored)
    let problems = state.restore(into: restored)

    #expect(problems.isEmpty)
    let wallet = try #require(restored.tabs.selectedRouter as? WalletRouter)
    #expect(wallet.stack.screens.count == 2 && wallet.children.count == 3)
  }

  @Test func aRouteTheAppNoLongerKnowsOrCannotShowIsSkippedWithWhatIsBelowIt() throws {
    let saved = Data(
      """
      {"steps":[{"depth":0,"route":"\\"wallet\\""},\
      {"depth":1,"route":"{\\"card\\":{\\"number\\":-1}}"},\
      {"depth":2,"route":"\\"anything\\""},\
      {"depth":1,"route":"{\\"receipts\\":{}}"},\
      {"depth":1,"route":"{\\"settings\\":{}}"},\
      {"depth":0,"route":"\\"profile\\""}]}
      """.utf8)
    let restored = launchedRoot()

    let problems = try RIBNavigationState(data: saved).restore(into: restored)

    #expect(
      problems == [
        #"Step 2, {"card":{"number":-1}}: WalletRouter did not show it: There is no card -1."#,
        #"Step 4, {"receipts":{}}: WalletRouter cannot read it as a WalletRoute; it and the routes below it are skipped."#,
        #"Step 6, "profile": RootRouter cannot read it as a Tab; it and the routes below it are skipped."#,
      ])
    let wallet = try #require(restored.tabs.selectedRouter as? WalletRouter)
    #expect(
      wallet.stack.isEmpty && wallet.presentation.screen?.route(as: WalletRoute.self) == .settings)
  }

  @Test func routesBelowARouterThatHandlesNoRoutesAreSkipped() throws {
    let saved = Data(#"{"steps":[{"depth":0,"route":"\"home\""},{"depth":1,"route":"1"}]}"#.utf8)

    let problems = try RIBNavigationState(data: saved).restore(into: launchedRoot())

    #expect(
      problems == [
        #"Step 2, 1: TestScreen handles no routes (handleRoutes(_:with:)); nothing below it is restored."#
      ])
  }

  @Test(arguments: [
    #"{"steps":[{"depth":1,"route":"1"}]}"#,
    #"{"steps":[{"depth":0,"route":"1"},{"depth":2,"route":"1"}]}"#,
    #"{"steps":[{"depth":-1,"route":"1"}]}"#,
    #"{"steps":[{"depth":0}]}"#,
    #"{"steps":[{"depth":0,"route":"1","screen":"not hex"}]}"#,
    #"{"steps":[{"depth":0,"route":"1","screen":"10000000000000000"}]}"#,
    #"{"steps":[{"depth":0,"route":"1","screen":12}]}"#,
    #"[]"#,
    "",
  ])
  func dataThatIsNotASavedStateIsRefusedBeforeAnythingChanges(json: String) {
    #expect(throws: DecodingError.self) { try RIBNavigationState(data: Data(json.utf8)) }
  }

  @Test func aTreeWhereNoRouterHandlesRoutesSavesNothing() throws {
    let state = try RIBNavigationState(of: TestScreen(name: "plain"))
    #expect(state.steps.isEmpty)
    #expect(state.restore(into: launchedRoot()).isEmpty)
  }

  @Test func theScreensTheUserTakesAwayCarryTheirRoutes() throws {
    let root = try navigatedRoot()
    let wallet = try #require(root.tabs.selectedRouter as? WalletRouter)
    let heard = RouteRecorder()
    let stack = RIBStack(host: wallet, listener: heard)
    stack.push(TestScreen(name: "card 3"), route: WalletRoute.card(number: 3))
    stack.push(TestScreen(name: "card 4"))

    stack.rendering.userDidPop(to: nil, from: stack.showing)

    #expect(heard.routes == [[nil, .card(number: 3)]])
  }
}

/// Hears the routes of the screens the user took away.
@MainActor
final class RouteRecorder: UserNavigationListener {
  var routes: [[RIBNavigationStateTests.WalletRoute?]] = []
  func userDidDismiss(_ screens: [RIBScreen]) {
    routes.append(screens.map { $0.route(as: RIBNavigationStateTests.WalletRoute.self) })
  }
}
