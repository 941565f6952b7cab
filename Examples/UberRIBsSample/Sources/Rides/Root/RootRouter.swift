import RIBs

protocol RootInteractable: Interactable, SessionListener {
  var router: RootRouting? { get set }
  var listener: RootListener? { get set }
}

protocol RootViewControllable: ViewControllable {}

final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
  private let sessionBuilder: SessionBuildable
  private var session: Routing?

  init(
    interactor: RootInteractable, viewController: RootViewControllable,
    sessionBuilder: SessionBuildable
  ) {
    self.sessionBuilder = sessionBuilder
    super.init(interactor: interactor, viewController: viewController)
    interactor.router = self
  }

  func routeToSession() -> SessionActionableItem {
    let (router, actionableItem) = sessionBuilder.build(withListener: interactor)
    session = router
    attachChild(router)
    return actionableItem
  }
}
