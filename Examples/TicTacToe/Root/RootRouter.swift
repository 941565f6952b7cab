import RIBs

@MainActor
protocol RootInteractable: Interactable, LoggedOutListener, LoggedInListener {
  var router: (any RootRouting)? { get set }
  var listener: (any RootListener)? { get set }
}

@MainActor
protocol RootViewControllable: ViewControllable {
  func replaceModal(viewController: (any ViewControllable)?)
}

final class RootRouter: LaunchRouter<any RootInteractable, any RootViewControllable>, RootRouting {
  private let loggedOutBuilder: any LoggedOutBuildable
  private let loggedInBuilder: any LoggedInBuildable
  private var loggedOut: (any ViewableRouting)?

  init(
    interactor: any RootInteractable,
    viewController: any RootViewControllable,
    loggedOutBuilder: any LoggedOutBuildable,
    loggedInBuilder: any LoggedInBuildable
  ) {
    self.loggedOutBuilder = loggedOutBuilder
    self.loggedInBuilder = loggedInBuilder
    super.init(interactor: interactor, viewController: viewController)
    interactor.router = self
  }

  override func didLoad() {
    super.didLoad()
    let loggedOut = loggedOutBuilder.build(withListener: interactor)
    self.loggedOut = loggedOut
    attachChild(loggedOut)
    viewController.replaceModal(viewController: loggedOut.viewControllable)
  }

  // MARK: - RootRouting

  func routeToLoggedIn(withPlayer1Name player1Name: String, player2Name: String)
    -> any LoggedInActionableItem
  {
    if let loggedOut {
      detachChild(loggedOut)
      viewController.replaceModal(viewController: nil)
      self.loggedOut = nil
    }
    let loggedIn = loggedInBuilder.build(
      withListener: interactor, player1Name: player1Name, player2Name: player2Name)
    attachChild(loggedIn.router)
    return loggedIn.actionableItem
  }
}
