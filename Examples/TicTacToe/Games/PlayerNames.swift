/// The two players' names, as the games show them.
struct PlayerNames: Equatable, Sendable {
  var player1: String
  var player2: String

  func name(of player: PlayerType) -> String {
    switch player {
    case .player1: player1
    case .player2: player2
    }
  }
}
