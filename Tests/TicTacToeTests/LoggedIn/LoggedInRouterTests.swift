import RIBs
import RIBsTesting
import Testing

@testable import TicTacToeKit

@MainActor
@Suite struct LoggedInRouterTests {
  let interactor = LoggedInInteractableMock()
  let viewController = LoggedInViewControllableMock()
  let offGameBuilder = OffGameBuildableMock()
  let router: LoggedInRouter

  init() {
    router = LoggedInRouter(
      interactor: interactor, viewController: viewController, offGameBuilder: offGameBuilder)
  }

  @Test func routeToOffGameAttachesAndShowsOffGame() {
    let offGame = OffGameRoutingMock()
    offGameBuilder.buildHandler = { offGame }

    router.routeToOffGame(with: [])

    expectSubtree(
      of: router,
      """
      LoggedIn (inactive, no view)
        OffGameRoutingMock (active)
      """)
    #expect(offGame.loadCallCount == 1)
    #expect(
      viewController.replaceModalArgValues.last?.map { $0 === offGame.viewControllable } == true)
  }

  @Test func routeToGameReplacesTheCurrentChild() {
    let offGame = OffGameRoutingMock()
    offGameBuilder.buildHandler = { offGame }
    router.routeToOffGame(with: [])
    let game = GameMock(id: "g", name: "G")

    router.routeToGame(with: game)

    expectSubtree(
      of: router,
      """
      LoggedIn (inactive, no view)
        ViewableRoutingMock (active)
      """)
    #expect(!offGame.interactable.isActive)
    #expect(game.buildCallCount == 1)
    // Dismissed the old child's view, then presented the game's.
    #expect(viewController.replaceModalArgValues.count == 3)
    #expect(viewController.replaceModalArgValues[1].map { _ in true } == nil)
  }

  @Test func cleanupViewsDismissesOnlyWhenAChildIsShown() {
    router.cleanupViews()
    #expect(viewController.replaceModalArgValues.isEmpty)

    router.routeToOffGame(with: [])
    router.cleanupViews()
    #expect(viewController.replaceModalArgValues.count == 2)
    #expect(viewController.replaceModalArgValues.last.map { $0 == nil } == true)
  }

  @Test func routerIsTheInteractorsRouter() {
    #expect(interactor.router === router)
  }
}
