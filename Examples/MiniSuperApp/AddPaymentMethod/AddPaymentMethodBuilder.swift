import Foundation
import RIBs

@MainActor
protocol AddPaymentMethodDependency: Dependency {
  var cardOnFileRepository: any CardOnFileRepository { get }
  var now: @MainActor () -> Date { get }
}

final class AddPaymentMethodComponent: Component<any AddPaymentMethodDependency>,
  AddPaymentMethodInteractorDependency
{
  var cardOnFileRepository: any CardOnFileRepository { dependency.cardOnFileRepository }
  var now: @MainActor () -> Date { dependency.now }
}

@MainActor
protocol AddPaymentMethodBuildable: Buildable {
  func build(
    withListener listener: any AddPaymentMethodListener, closeButtonType: DismissButtonType,
    introduction: String?
  ) -> any AddPaymentMethodRouting
}

final class AddPaymentMethodBuilder: Builder<any AddPaymentMethodDependency>,
  AddPaymentMethodBuildable
{
  func build(
    withListener listener: any AddPaymentMethodListener, closeButtonType: DismissButtonType,
    introduction: String?
  ) -> any AddPaymentMethodRouting {
    let component = AddPaymentMethodComponent(dependency: dependency)
    let viewController = AddPaymentMethodViewController(
      closeButtonType: closeButtonType, introduction: introduction)
    let interactor = AddPaymentMethodInteractor(presenter: viewController, dependency: component)
    interactor.listener = listener
    return AddPaymentMethodRouter(interactor: interactor, viewController: viewController)
  }
}
