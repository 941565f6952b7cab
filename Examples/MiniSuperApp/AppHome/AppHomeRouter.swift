import RIBs

@MainActor
protocol AppHomeViewControllable: ViewControllable {
  func presentOnTop(_ view: any ViewControllable)
  func dismiss(_ view: any ViewControllable)
}

final class AppHomeRouter: ViewableRouter<any AppHomeInteractable, any AppHomeViewControllable>,
  AppHomeRouting
{
  private let transportHomeBuilder: any TransportHomeBuildable
  private var transportHome: (any TransportHomeRouting & ViewableRouting)?

  init(
    interactor: any AppHomeInteractable,
    viewController: any AppHomeViewControllable,
    transportHomeBuilder: any TransportHomeBuildable
  ) {
    self.transportHomeBuilder = transportHomeBuilder
    super.init(interactor: interactor, viewController: viewController)
    interactor.router = self
  }

  func attachTransportHome() {
    guard transportHome == nil else { return }
    let router = transportHomeBuilder.build(withListener: interactor)
    viewController.presentOnTop(router.viewControllable)
    transportHome = router
    attachChild(router)
  }

  func detachTransportHome() {
    guard let router = transportHome else { return }
    detachChild(router)
    viewController.dismiss(router.viewControllable)
    transportHome = nil
  }
}
