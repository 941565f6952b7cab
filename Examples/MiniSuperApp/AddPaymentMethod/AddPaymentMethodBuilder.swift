import Foundation
import RIBs

@MainActor
protocol AddPaymentMethodBuildable: Buildable {
  func build(
    withListener listener: any AddPaymentMethodListener, closeButtonType: DismissButtonType,
    introduction: String?
  ) -> any AddPaymentMethodRouting & ViewableRouting
}

final class AddPaymentMethodBuilder: Builder<any AddPaymentMethodDependency>,
  AddPaymentMethodBuildable
{
  func build(
    withListener listener: any AddPaymentMethodListener, closeButtonType: DismissButtonType,
    introduction: String?
  ) -> any AddPaymentMethodRouting & ViewableRouting {
    let component = AddPaymentMethodComponent(dependency: dependency)
    let view = dependency.views.makeAddPaymentMethodView(
      closeButtonType: closeButtonType, introduction: introduction)
    let interactor = AddPaymentMethodInteractor(presenter: view.presenter, dependency: component)
    interactor.listener = listener
    return AddPaymentMethodRouter(interactor: interactor, viewController: view.view)
  }
}
