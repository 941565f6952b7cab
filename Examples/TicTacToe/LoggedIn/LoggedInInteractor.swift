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
  /// - Throws: ``UnknownGameError`` if no game has that identifier; ``GameInProgressError`` if a
  ///   game has started and not finished.
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

/// A deep link arrived while the players were in the middle of a game.
struct GameInProgressError: Error, CustomStringConvertible {
  var description: String {
    "A game is in progress: finish it, or leave it with :back, before opening a link."
  }
}

final class LoggedInInteractor: Interactor, LoggedInInteractable, LoggedInActionableItem {
  weak var router: (any LoggedInRouting)?
  weak var listener: (any LoggedInListener)?
  private let games: [any Game]
  private let mutableScoreStream: any MutableScoreStream
  /// Whether a game has started and has neither finished nor closed: a deep link would throw it
  /// away.
  private var isGameInProgress = false

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
    isGameInProgress = true
    router?.routeToGame(with: game.builder)
  }

  // MARK: - GameListener

  func gameDidFinish(with winner: PlayerType?) {
    isGameInProgress = false
    if let winner {
      mutableScoreStream.updateScore(withWinner: winner)
    }
  }

  func gameDidClose() {
    isGameInProgress = false
    router?.routeToOffGame(with: games)
  }

  // MARK: - LoggedInActionableItem

  func launchGame(with id: String) async throws -> (any LoggedInActionableItem, Void) {
    guard !isGameInProgress else { throw GameInProgressError() }
    guard let game = games.first(where: { $0.id.lowercased() == id.lowercased() }) else {
      throw UnknownGameError(id: id, knownIDs: games.map(\.id))
    }
    isGameInProgress = true
    router?.routeToGame(with: game.builder)
    return (self, ())
  }
}
