import RIBs
import Testing

@testable import TicTacToeKit

@MainActor
@Suite struct LoggedOutInteractorTests {
  let listener = LoggedOutListenerMock()
  let interactor = LoggedOutInteractor(presenter: LoggedOutPresentableMock())

  init() {
    interactor.listener = listener
  }

  @Test func namesArePassedUpTrimmed() {
    interactor.login(withPlayer1Name: " Ann ", player2Name: "Bo")
    #expect(listener.didLoginArgValues.map { [$0.0, $0.1] } == [["Ann", "Bo"]])
  }

  @Test(arguments: [nil, "", "   "] as [String?])
  func emptyNamesBecomeDefaults(name: String?) {
    interactor.login(withPlayer1Name: name, player2Name: name)
    #expect(listener.didLoginArgValues.map { [$0.0, $0.1] } == [["Player 1", "Player 2"]])
  }

  @Test func presenterListenerIsTheInteractor() {
    let presenter = LoggedOutPresentableMock()
    let interactor = LoggedOutInteractor(presenter: presenter)
    #expect(presenter.listener === interactor)
  }
}
