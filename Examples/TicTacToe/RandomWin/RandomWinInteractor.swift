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
  func randomWinDidEnd(with winner: PlayerType)
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
  }

  func closeGame() {
    guard let winner else { return }
    listener?.randomWinDidEnd(with: winner)
  }
}
