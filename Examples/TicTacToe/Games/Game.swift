import RIBs

/// A game the players can start from the OffGame screen.
@MainActor
protocol Game: AnyObject {
  /// The identifier a deep link names the game by (case-insensitive).
  var id: String { get }
  /// The name shown to the players.
  var name: String { get }
  /// Builds the game's RIB.
  var builder: any GameBuildable { get }
}

/// Builds the RIB of a game.
@MainActor
protocol GameBuildable: Buildable {
  func build(withListener listener: any GameListener) -> any ViewableRouting
}

/// What a game tells the RIB that started it.
@MainActor
protocol GameListener: AnyObject {
  /// The game is over: `winner` won, or nobody did (a tie). Told as soon as it is decided, while
  /// the result is still on screen, so that it counts whatever the players do next.
  func gameDidFinish(with winner: PlayerType?)

  /// The players left the finished game.
  func gameDidClose()
}

/// One of the two players.
enum PlayerType: Int, Sendable, CaseIterable {
  case player1 = 1
  case player2
}
