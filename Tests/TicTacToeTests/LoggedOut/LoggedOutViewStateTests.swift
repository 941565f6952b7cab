import RIBs
import Testing

@testable import TicTacToeKit

/// The SwiftUI login screen's view state (tutorial 1b) drives the same interactor as the
/// terminal's form.
@MainActor
@Suite struct LoggedOutViewStateTests {
  @Test func loggingInHandsTheTypedNamesToTheInteractor() {
    let state = LoggedOutViewState()
    let interactor = LoggedOutInteractor(presenter: state)
    let listener = LoggedOutListenerMock()
    interactor.listener = listener

    state.player1Name = " Ann "
    state.login()  // "Login", or the return key in player 2's field

    #expect(state.listener === interactor)
    #expect(listener.didLoginArgValues.map { [$0.0, $0.1] } == [["Ann", "Player 2"]])
  }
}
