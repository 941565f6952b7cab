/// The score of a session.
struct Score: Equatable, Sendable {
  var player1Score = 0
  var player2Score = 0
}

/// The score, read-only: what LoggedIn hands down to the RIBs that show it.
@MainActor
protocol ScoreStream: AnyObject {
  /// The current score.
  var score: Score { get }
  /// The changes of the score after now.
  func scoreUpdates() -> AsyncStream<Score>
}

/// The score, writable: kept inside LoggedIn, which updates it when a game ends.
@MainActor
protocol MutableScoreStream: ScoreStream {
  func updateScore(withWinner winner: PlayerType)
}

@MainActor
final class ScoreStreamImpl: MutableScoreStream {
  private(set) var score = Score()
  private var continuations: [AsyncStream<Score>.Continuation] = []

  /// How many streams the last update reached or that were made since; ended ones are dropped at
  /// the next update.
  var followerCount: Int { continuations.count }

  func scoreUpdates() -> AsyncStream<Score> {
    let (stream, continuation) = AsyncStream.makeStream(of: Score.self)
    continuations.append(continuation)
    return stream
  }

  func updateScore(withWinner winner: PlayerType) {
    switch winner {
    case .player1: score.player1Score += 1
    case .player2: score.player2Score += 1
    }
    continuations.removeAll { continuation in
      if case .terminated = continuation.yield(score) { return true }
      return false
    }
  }

  // A plain deinit: finishing a continuation is safe on any thread, and an `isolated deinit` would
  // run through a back-deployment shim with open crash reports below iOS 18.4 (swiftlang/swift
  // #87316).
  deinit {
    for continuation in continuations { continuation.finish() }
  }
}
