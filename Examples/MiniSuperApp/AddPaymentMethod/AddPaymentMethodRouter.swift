import RIBs

@MainActor
protocol AddPaymentMethodViewControllable: ViewControllable {}

final class AddPaymentMethodRouter: ViewableRouter<
  any AddPaymentMethodInteractable, any AddPaymentMethodViewControllable
>, AddPaymentMethodRouting
{
  override init(
    interactor: any AddPaymentMethodInteractable,
    viewController: any AddPaymentMethodViewControllable
  ) {
    super.init(interactor: interactor, viewController: viewController)
    interactor.router = self
  }
}
