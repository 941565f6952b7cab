import RIBs

@MainActor
protocol RandomWinRouting: ViewableRouting {}

@MainActor
protocol RandomWinPresentable: Presentable {
  var listener: (any RandomWinPresentableListener)? { get set }
  func announce(winner: PlayerType)
}

@MainActor
protocol RandomWinListener: AnyObject {
  /// The winner is drawn.
  func randomWinDidFinish(with winner: PlayerType)
  /// The players closed the finished game.
  func randomWinDidClose()
}

/// A game of chance: one move, and a winner drawn from the random source.
final class RandomWinInteractor: PresentableInteractor<any RandomWinPresentable>,
  RandomWinInteractable, RandomWinPresentableListener
{
  weak var router: (any RandomWinRouting)?
  weak var listener: (any RandomWinListener)?
  private let randomPlayerSource: RandomPlayerSource
  private(set) var winner: PlayerType?

  init(presenter: any RandomWinPresentable, randomPlayerSource: RandomPlayerSource) {
    self.randomPlayerSource = randomPlayerSource
    super.init(presenter: presenter)
    presenter.listener = self
  }

  // MARK: - RandomWinPresentableListener

  func play() {
    guard winner == nil else { return }
    let winner = randomPlayerSource.nextWinner()
    self.winner = winner
    presenter.announce(winner: winner)
    listener?.randomWinDidFinish(with: winner)
  }

  func closeGame() {
    guard winner != nil else { return }
    listener?.randomWinDidClose()
  }
}
