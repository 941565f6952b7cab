import RIBs

@MainActor
protocol LoggedInInteractable: Interactable, OffGameListener, GameListener {
  var router: (any LoggedInRouting)? { get set }
  var listener: (any LoggedInListener)? { get set }
}

@MainActor
protocol LoggedInViewControllable: ViewControllable {
  func replaceModal(viewController: (any ViewControllable)?)
}

/// LoggedIn has no view of its own: it shows OffGame or a game through Root's view.
final class LoggedInRouter: Router<any LoggedInInteractable>, LoggedInRouting {
  private let viewController: any LoggedInViewControllable
  private let offGameBuilder: any OffGameBuildable
  private var currentChild: (any ViewableRouting)?

  init(
    interactor: any LoggedInInteractable,
    viewController: any LoggedInViewControllable,
    offGameBuilder: any OffGameBuildable
  ) {
    self.viewController = viewController
    self.offGameBuilder = offGameBuilder
    super.init(interactor: interactor)
    interactor.router = self
  }

  // MARK: - LoggedInRouting

  func cleanupViews() {
    if currentChild != nil {
      viewController.replaceModal(viewController: nil)
    }
  }

  func routeToOffGame(with games: [any Game]) {
    detachCurrentChild()
    let offGame = offGameBuilder.build(withListener: interactor, games: games)
    attach(offGame)
  }

  func routeToGame(with gameBuilder: any GameBuildable) {
    detachCurrentChild()
    attach(gameBuilder.build(withListener: interactor))
  }

  // MARK: - Private

  private func attach(_ child: any ViewableRouting) {
    currentChild = child
    attachChild(child)
    viewController.replaceModal(viewController: child.viewControllable)
  }

  private func detachCurrentChild() {
    if let currentChild {
      detachChild(currentChild)
      viewController.replaceModal(viewController: nil)
      self.currentChild = nil
    }
  }
}
