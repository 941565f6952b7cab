import Foundation
import RIBs
import RIBsTesting
import Testing

@testable import TicTacToeKit

@MainActor
@Suite struct RootInteractorTests {
  let presenter = RootPresentableMock()
  let router = RootRoutingMock()
  let interactor: RootInteractor
  /// Active for the test; deactivated on the main actor when the suite goes.
  let activation: ScopedActivation

  init() {
    interactor = RootInteractor(presenter: presenter)
    interactor.router = router
    activation = ScopedActivation(of: interactor)
  }

  @Test func loginRoutesToLoggedInWithTheNames() {
    interactor.didLogin(withPlayer1Name: "Ann", player2Name: "Bo")
    #expect(router.routeToLoggedInArgValues.map { [$0.0, $0.1] } == [["Ann", "Bo"]])
  }

  @Test func waitForLoginReturnsTheLoggedInItemOnceLoggedIn() async throws {
    let loggedIn = LoggedInActionableItemMock()
    router.routeToLoggedInHandler = { loggedIn }
    let waiting = Task { ObjectIdentifier(try await interactor.waitForLogin().0) }
    // The login comes once the task waits for it.
    await interactor.loggedInActionableItem.waitForWaiters()

    interactor.didLogin(withPlayer1Name: "Ann", player2Name: "Bo")

    #expect(try await waiting.value == ObjectIdentifier(loggedIn))
    #expect(try await interactor.waitForLogin().0 === loggedIn)
  }

  @Test func deepLinkLaunchesTheNamedGameAfterLogin() async throws {
    let loggedIn = LoggedInActionableItemMock()
    router.routeToLoggedInHandler = { loggedIn }

    interactor.handle(try #require(URL(string: "ribs-training://launchGame?gameId=randomWin")))
    // The login comes once the workflow waits for it.
    await interactor.loggedInActionableItem.waitForWaiters()
    #expect(loggedIn.launchGameArgValues.isEmpty)
    interactor.didLogin(withPlayer1Name: "Ann", player2Name: "Bo")
    await loggedIn.waitForLaunch()

    #expect(loggedIn.launchGameArgValues == ["randomWin"])
    #expect(presenter.messages.isEmpty)
  }

  @Test(arguments: [
    "https://launchGame?gameId=ticTacToe",
    "ribs-training://startGame?gameId=ticTacToe",
    "ribs-training://launchGame",
    "ribs-training://launchGame?gameId=",
  ])
  func malformedDeepLinkIsReportedInOneLine(link: String) throws {
    interactor.handle(try #require(URL(string: link)))

    #expect(presenter.messages.count == 1)
    #expect(presenter.messages.first?.hasPrefix("Cannot open \(link):") == true)
  }
}
