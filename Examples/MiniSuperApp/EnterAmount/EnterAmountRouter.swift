import RIBs

@MainActor
protocol EnterAmountInteractable: Interactable {
  var router: (any EnterAmountRouting)? { get set }
  var listener: (any EnterAmountListener)? { get set }
}

@MainActor
protocol EnterAmountViewControllable: ViewControllable {}

final class EnterAmountRouter: ViewableRouter<
  any EnterAmountInteractable, any EnterAmountViewControllable
>, EnterAmountRouting
{
  override init(
    interactor: any EnterAmountInteractable, viewController: any EnterAmountViewControllable
  ) {
    super.init(interactor: interactor, viewController: viewController)
    interactor.router = self
  }
}
