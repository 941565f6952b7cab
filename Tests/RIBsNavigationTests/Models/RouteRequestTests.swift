import RIBs
import RIBsNavigation
import RIBsTestFixtures
import Testing

/// A view asks a model's routers to show a route; the nearest router that handles its type decides,
/// and nothing is attached behind its back.
@MainActor
@Suite struct RouteRequestTests {
  enum Route: Hashable, Codable { case card(number: Int) }

  /// Pushes a card the wallet has; refuses one it does not.
  final class WalletRouter: ViewableRouter<TestInteractor, TestViewController> {
    let listener = DismissalRecorder()
    private(set) lazy var stack = RIBStack(host: self, listener: listener)
    let cards = [1, 2]

    init() {
      super.init(interactor: TestInteractor(name: "wallet"), viewController: TestViewController())
      handleRoutes(Route.self) { [unowned self] route in show(route) }
    }

    private func show(_ route: Route) -> String? {
      guard case .card(let number) = route, cards.contains(number) else {
        return "That card is no longer in the wallet."
      }
      stack.push(TestScreen(name: "card \(number)"), route: route)
      return nil
    }
  }

  let wallet = WalletRouter()

  init() {
    wallet.interactable.activate()
  }

  @Test func aRouteTheRouterTakesIsPushedAndOneItRefusesIsExplained() {
    let shown = wallet.stack.rendering.userDidRequest(Route.card(number: 2))
    let refused = wallet.stack.rendering.userDidRequest(Route.card(number: 9))

    #expect(shown == nil)
    #expect(refused == "That card is no longer in the wallet.")
    #expect(wallet.stack.screens.map { $0.route(as: Route.self) } == [.card(number: 2)])
    #expect(wallet.children.names == ["card 2"])
  }

  @Test func aHostThatHandlesNoRoutesOrNotThatTypeIsAMistakeAndNothingIsPushed() {
    let plain = TestScreen(name: "plain")
    plain.interactor.activate()
    let stack = RIBStack(host: plain, listener: DismissalRecorder())

    let noRequests = RIBsDiagnostics.capture {
      _ = stack.rendering.userDidRequest(Route.card(number: 1))
    }
    let wrongType = RIBsDiagnostics.capture { _ = wallet.stack.rendering.userDidRequest("card 1") }

    #expect(
      noRequests.map(\.message) == [
        "No router of RIBStack's chain (TestScreen) handles Route routes "
          + "(handleRoutes(_:with:)); card(number: 1) was not shown."
      ])
    #expect(
      wrongType.map(\.message) == [
        "No router of RIBStack's chain (WalletRouter) handles String routes "
          + "(handleRoutes(_:with:)); card 1 was not shown."
      ])
    #expect(stack.isEmpty && plain.children.isEmpty && wallet.stack.isEmpty)
  }

  enum StepRoute: Hashable, Codable { case confirm }

  /// A flow on the wallet's stack that pushes its own steps on it, attached to itself, for routes
  /// of its own.
  final class FlowRouter: ViewableRouter<TestInteractor, TestViewController> {
    weak var stack: RIBStack?

    init(stack: RIBStack) {
      self.stack = stack
      super.init(interactor: TestInteractor(name: "flow"), viewController: TestViewController())
      handleRoutes(StepRoute.self) { [unowned self] route in
        self.stack?.push(TestScreen(name: "\(route)"), route: route, attachingTo: self)
        return nil
      }
    }
  }

  @Test func aLinkReachesTheRouterThatHandlesItsTypeWhereverItIsInTheStack() {
    let flow = FlowRouter(stack: wallet.stack)
    wallet.stack.push(flow, route: Route.card(number: 1))

    let step = wallet.stack.rendering.userDidRequest(StepRoute.confirm)
    let card = wallet.stack.rendering.userDidRequest(Route.card(number: 2))

    #expect(step == nil && card == nil)
    #expect(flow.children.names == ["confirm"])
    #expect(
      wallet.stack.screens.map { "\($0.route.map { "\($0)" } ?? "-")" } == [
        "card(number: 1)", "confirm", "card(number: 2)",
      ])
  }

  @Test func aRouterHandlesSeveralTypesButOneHandlerPerType() {
    var shownByTheSecond: [Route] = []
    let reports = RIBsDiagnostics.capture {
      wallet.handleRoutes(StepRoute.self) { _ in nil }
      wallet.handleRoutes(Route.self) { route in
        shownByTheSecond.append(route)
        return nil
      }
    }

    let shown = wallet.stack.rendering.userDidRequest(Route.card(number: 1))

    #expect(
      reports.map(\.message) == [
        "WalletRouter handles Route routes already; the second handleRoutes(Route.self) changed "
          + "nothing."
      ])
    #expect(shown == nil && shownByTheSecond.isEmpty)
    #expect(wallet.stack.screens.count == 1)
  }
}
