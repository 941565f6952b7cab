import Foundation

/// The two players' names, as the games show them.
struct PlayerNames: Equatable, Sendable {
  var player1: String
  var player2: String

  /// The longest name, in characters: a longer one would stretch the board's lines past a
  /// terminal's width.
  static let maximumLength = 20

  /// Why `name` cannot be a player's name, or `nil` if it can.
  static func problem(with name: String) -> String? {
    let length = name.trimmingCharacters(in: .whitespaces).count
    guard length > maximumLength else { return nil }
    return
      "A name has at most \(maximumLength) characters; that one has \(length). Type a shorter one."
  }

  func name(of player: PlayerType) -> String {
    switch player {
    case .player1: player1
    case .player2: player2
    }
  }
}
