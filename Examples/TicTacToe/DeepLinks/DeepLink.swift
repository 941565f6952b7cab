import Foundation

/// The deep links the app understands: `ribs-training://launchGame?gameId=<id>`.
enum DeepLink: Equatable {
  case launchGame(gameID: String)

  static let scheme = "ribs-training"
  /// A link to show in help and in explanations.
  static let example = "\(scheme)://launchGame?gameId=ticTacToe"
  /// The link, as the help shows it.
  static let pattern = "\(scheme)://launchGame?gameId=<ticTacToe or randomWin>"

  init(url: URL) throws(DeepLinkError) {
    guard url.scheme?.lowercased() == Self.scheme else {
      throw DeepLinkError(url: url, reason: "the scheme is not \(Self.scheme)://")
    }
    guard url.host?.lowercased() == "launchgame" else {
      throw DeepLinkError(url: url, reason: "the only link is launchGame")
    }
    let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
    guard let gameID = items.first(where: { $0.name == "gameId" })?.value, !gameID.isEmpty else {
      throw DeepLinkError(url: url, reason: "it names no game (gameId=<id>)")
    }
    self = .launchGame(gameID: gameID)
  }
}

/// Why a URL is not a deep link of the app.
struct DeepLinkError: Error, CustomStringConvertible {
  var url: URL
  var reason: String

  var description: String {
    "Cannot open \(url.absoluteString): \(reason). "
      + "Try \(DeepLink.example)."
  }
}
