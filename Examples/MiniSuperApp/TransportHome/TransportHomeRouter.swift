import RIBs

@MainActor
protocol TransportHomeViewControllable: ViewControllable {}

final class TransportHomeRouter: ViewableRouter<
  any TransportHomeInteractable, any TransportHomeViewControllable
>, TransportHomeRouting
{
  private let topupBuilder: any TopupBuildable
  private var topup: (any TopupRouting)?

  init(
    interactor: any TransportHomeInteractable,
    viewController: any TransportHomeViewControllable,
    topupBuilder: any TopupBuildable
  ) {
    self.topupBuilder = topupBuilder
    super.init(interactor: interactor, viewController: viewController)
    interactor.router = self
  }

  func attachTopup() {
    guard topup == nil else { return }
    let router = topupBuilder.build(withListener: interactor)
    topup = router
    attachChild(router)
  }

  func detachTopup() {
    guard let router = topup else { return }
    detachChild(router)
    topup = nil
  }
}
