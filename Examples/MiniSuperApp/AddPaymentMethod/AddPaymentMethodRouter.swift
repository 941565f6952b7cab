import RIBs

@MainActor
protocol AddPaymentMethodInteractable: Interactable {
  var router: (any AddPaymentMethodRouting)? { get set }
  var listener: (any AddPaymentMethodListener)? { get set }
}

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
