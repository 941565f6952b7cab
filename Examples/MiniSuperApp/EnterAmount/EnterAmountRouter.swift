import RIBs

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
