/// What OffGame reads.
@MainActor
protocol ScoreStream: AnyObject {
  var score: Int { get }
}

final class Scores: ScoreStream {
  let score = 0
}
