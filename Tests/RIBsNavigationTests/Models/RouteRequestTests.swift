import RIBs
import RIBsNavigation
import RIBsTestFixtures
import Testing

/// A view asks the router that hosts a model to show a route; the router decides, with the routes
/// it handles, and nothing is attached behind its back.
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
    let shown = wallet.stack.userDidRequest(Route.card(number: 2))
    let refused = wallet.stack.userDidRequest(Route.card(number: 9))

    #expect(shown == nil)
    #expect(refused == "That card is no longer in the wallet.")
    #expect(wallet.stack.screens.map { $0.route(as: Route.self) } == [.card(number: 2)])
    #expect(wallet.children.names == ["card 2"])
  }

  @Test func aHostThatHandlesNoRoutesOrNotThatTypeIsAMistakeAndNothingIsPushed() {
    let plain = TestScreen(name: "plain")
    plain.interactor.activate()
    let stack = RIBStack(host: plain, listener: DismissalRecorder())

    let noRequests = RIBsDiagnostics.capture { _ = stack.userDidRequest(Route.card(number: 1)) }
    let wrongType = RIBsDiagnostics.capture { _ = wallet.stack.userDidRequest("card 1") }

    #expect(
      noRequests.map(\.message) == [
        "TestScreen handles no routes (handleRoutes(_:with:)); card(number: 1) was not shown."
      ])
    #expect(
      wrongType.map(\.message) == [
        "WalletRouter handles Route routes, not String; card 1 was not shown."
      ])
    #expect(stack.isEmpty && plain.children.isEmpty && wallet.stack.isEmpty)
  }
}
