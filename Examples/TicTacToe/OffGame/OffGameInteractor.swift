import RIBs

@MainActor
protocol OffGameRouting: ViewableRouting {}

@MainActor
protocol OffGamePresentable: Presentable {
  var listener: (any OffGamePresentableListener)? { get set }
}

@MainActor
protocol OffGameListener: AnyObject {
  func startGame(with game: any Game)
}

final class OffGameInteractor: PresentableInteractor<any OffGamePresentable>,
  OffGameInteractable, OffGamePresentableListener
{
  weak var router: (any OffGameRouting)?
  weak var listener: (any OffGameListener)?

  override init(presenter: any OffGamePresentable) {
    super.init(presenter: presenter)
    presenter.listener = self
  }

  // MARK: - OffGamePresentableListener

  func start(_ game: any Game) {
    listener?.startGame(with: game)
  }
}
