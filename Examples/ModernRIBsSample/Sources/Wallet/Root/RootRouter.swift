import ModernRIBs

protocol RootInteractable: Interactable, BalanceListener {
  var router: RootRouting? { get set }
}

protocol RootViewControllable: ViewControllable {
  func embed(_ viewController: ViewControllable)
}

final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
  private let balanceBuilder: BalanceBuildable
  private var balance: ViewableRouting?

  init(
    interactor: RootInteractable,
    viewController: RootViewControllable,
    balanceBuilder: BalanceBuildable
  ) {
    self.balanceBuilder = balanceBuilder
    super.init(interactor: interactor, viewController: viewController)
    interactor.router = self
  }

  func attachBalance() -> BalanceActionableItem {
    let (router, actionableItem) = balanceBuilder.build(withListener: interactor)
    balance = router
    attachChild(router)
    viewController.embed(router.viewControllable)
    return actionableItem
  }
}
