import RIBs
import RIBsTesting
import Testing

@testable import TicTacToeKit

@MainActor
@Suite struct RootRouterTests {
  let interactor = RootInteractableMock()
  let viewController = LoggedInViewControllableMock()
  let loggedOutBuilder = LoggedOutBuildableMock()
  let loggedInBuilder = LoggedInBuildableMock()
  let router: RootRouter

  init() {
    router = RootRouter(
      interactor: interactor, viewController: viewController,
      loggedOutBuilder: loggedOutBuilder, loggedInBuilder: loggedInBuilder)
  }

  @Test func loadingAttachesAndPresentsLoggedOut() {
    router.load()

    expectSubtree(
      of: router,
      """
      Root (inactive)
        LoggedOutRoutingMock (active)
      """)
    #expect(loggedOutBuilder.loggedOut.loadCallCount == 1)
    #expect(
      viewController.replaceModalArgValues.last?.map {
        $0 === loggedOutBuilder.loggedOut.viewControllable
      } == true)
  }

  @Test func routeToLoggedInSwapsLoggedOutForLoggedIn() {
    router.load()

    let item = router.routeToLoggedIn(withPlayer1Name: "Ann", player2Name: "Bo")

    expectSubtree(
      of: router,
      """
      Root (inactive)
        LoggedInRoutingMock (active, no view)
      """)
    #expect(!loggedOutBuilder.loggedOut.interactable.isActive)
    #expect(loggedInBuilder.buildArgValues.map { [$0.0, $0.1] } == [["Ann", "Bo"]])
    #expect(item === loggedInBuilder.actionableItem)
    #expect(viewController.replaceModalArgValues.last.map { $0 == nil } == true)
  }

  @Test func routerIsTheInteractorsRouter() {
    #expect(interactor.router === router)
  }
}
