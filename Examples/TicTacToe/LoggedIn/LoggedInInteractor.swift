import RIBs

@MainActor
protocol LoggedInRouting: Routing {
  func routeToOffGame(with games: [any Game])
  func routeToGame(with gameBuilder: any GameBuildable)
  func cleanupViews()
}

@MainActor
protocol LoggedInListener: AnyObject {}

/// What a deep link needs of the LoggedIn RIB.
@MainActor
protocol LoggedInActionableItem: AnyObject {
  /// Starts the game with the given identifier (case-insensitive).
  ///
  /// - Throws: ``UnknownGameError`` if no game has that identifier.
  func launchGame(with id: String) async throws -> (any LoggedInActionableItem, Void)
}

/// A deep link named a game that does not exist.
struct UnknownGameError: Error, CustomStringConvertible {
  var id: String
  var knownIDs: [String]

  var description: String {
    "There is no game '\(id)'. Games: \(knownIDs.joined(separator: ", "))."
  }
}

final class LoggedInInteractor: Interactor, LoggedInInteractable, LoggedInActionableItem {
  weak var router: (any LoggedInRouting)?
  weak var listener: (any LoggedInListener)?
  private let games: [any Game]
  private let mutableScoreStream: any MutableScoreStream

  init(games: [any Game], mutableScoreStream: any MutableScoreStream) {
    self.games = games
    self.mutableScoreStream = mutableScoreStream
  }

  override func didBecomeActive() {
    super.didBecomeActive()
    router?.routeToOffGame(with: games)
  }

  override func willResignActive() {
    super.willResignActive()
    router?.cleanupViews()
  }

  // MARK: - OffGameListener

  func startGame(with game: any Game) {
    router?.routeToGame(with: game.builder)
  }

  // MARK: - GameListener

  func gameDidFinish(with winner: PlayerType?) {
    if let winner {
      mutableScoreStream.updateScore(withWinner: winner)
    }
  }

  func gameDidClose() {
    router?.routeToOffGame(with: games)
  }

  // MARK: - LoggedInActionableItem

  func launchGame(with id: String) async throws -> (any LoggedInActionableItem, Void) {
    guard let game = games.first(where: { $0.id.lowercased() == id.lowercased() }) else {
      throw UnknownGameError(id: id, knownIDs: games.map(\.id))
    }
    router?.routeToGame(with: game.builder)
    return (self, ())
  }
}
