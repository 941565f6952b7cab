import ModernRIBs

protocol BalanceInteractable: Interactable {
  var router: BalanceRouting? { get set }
  var listener: BalanceListener? { get set }
}

protocol BalanceViewControllable: ViewControllable {}

final class BalanceRouter: ViewableRouter<BalanceInteractable, BalanceViewControllable>,
  BalanceRouting
{
  override init(interactor: BalanceInteractable, viewController: BalanceViewControllable) {
    super.init(interactor: interactor, viewController: viewController)
    interactor.router = self
  }
}
