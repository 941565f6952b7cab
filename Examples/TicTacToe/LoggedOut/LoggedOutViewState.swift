import Observation

/// The login screen's presenter in SwiftUI: the two names being typed.
///
/// The interactor decides what an empty name becomes, as it does for the terminal's form.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@Observable
@MainActor
final class LoggedOutViewState: LoggedOutPresentable {
  /// Player 1's name, as typed.
  var player1Name = ""
  /// Player 2's name, as typed.
  var player2Name = ""
  /// Who logs the players in: the interactor.
  @ObservationIgnored weak var listener: (any LoggedOutPresentableListener)?

  /// Hands both names to the interactor.
  func login() {
    listener?.login(withPlayer1Name: player1Name, player2Name: player2Name)
  }
}
