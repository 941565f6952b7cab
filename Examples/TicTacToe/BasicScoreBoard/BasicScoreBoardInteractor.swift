import RIBs

@MainActor
protocol BasicScoreBoardRouting: ViewableRouting {}

@MainActor
protocol BasicScoreBoardPresentable: Presentable {
  func show(score: Score)
}

@MainActor
protocol BasicScoreBoardListener: AnyObject {}

/// Shows the score the parent hands down as a stream: data flows down through streams.
final class BasicScoreBoardInteractor: PresentableInteractor<any BasicScoreBoardPresentable>,
  BasicScoreBoardInteractable
{
  weak var router: (any BasicScoreBoardRouting)?
  weak var listener: (any BasicScoreBoardListener)?
  private let scoreStream: any ScoreStream
  /// The task that follows the score while the RIB is active, cancelled when it deactivates.
  private(set) var scoreFollowing: Task<Void, Never>?

  init(presenter: any BasicScoreBoardPresentable, scoreStream: any ScoreStream) {
    self.scoreStream = scoreStream
    super.init(presenter: presenter)
  }

  override func didBecomeActive() {
    super.didBecomeActive()
    presenter.show(score: scoreStream.score)
    let updates = scoreStream.scoreUpdates()
    scoreFollowing = task { [weak self] in
      for await score in updates {
        self?.presenter.show(score: score)
      }
    }
  }
}

extension BasicScoreBoardInteractor: RIBInspectable {
  /// The score it shows, for the inspector: player 1's wins, then player 2's.
  var labelledValues: [RIBLabelledValue] {
    let score = scoreStream.score
    return [RIBLabelledValue("score", "\(score.player1Score) – \(score.player2Score)")]
  }
}
