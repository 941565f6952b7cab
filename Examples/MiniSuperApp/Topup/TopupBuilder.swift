import Foundation
import RIBs
import RIBsCombine
import TerminalUI

@MainActor
protocol TopupDependency: Dependency {
  /// The view the flow presents its screens on: Topup has no view of its own.
  var topupBaseViewController: any TopupViewControllable { get }
  var cardOnFileRepository: any CardOnFileRepository { get }
  var superPayRepository: any SuperPayRepository { get }
  var now: @MainActor () -> Date { get }
}

final class TopupComponent: Component<any TopupDependency>, TopupInteractorDependency {
  /// The card to top up with, chosen by the flow and shown by EnterAmount.
  var paymentMethodStream: CurrentValuePublisher<PaymentMethod?> {
    shared { CurrentValuePublisher(nil) }
  }
  var cardOnFileRepository: any CardOnFileRepository { dependency.cardOnFileRepository }
  fileprivate var topupBaseViewController: any TopupViewControllable {
    dependency.topupBaseViewController
  }
}

@MainActor
protocol TopupBuildable: Buildable {
  func build(withListener listener: any TopupListener) -> any TopupRouting
}

final class TopupBuilder: Builder<any TopupDependency>, TopupBuildable {
  func build(withListener listener: any TopupListener) -> any TopupRouting {
    let component = TopupComponent(dependency: dependency)
    let interactor = TopupInteractor(dependency: component)
    interactor.listener = listener
    return TopupRouter(
      interactor: interactor,
      viewController: component.topupBaseViewController,
      navigation: TerminalNavigationController(),
      addPaymentMethodBuilder: AddPaymentMethodBuilder(dependency: component),
      enterAmountBuilder: EnterAmountBuilder(dependency: component),
      cardOnFileBuilder: CardOnFileBuilder(dependency: component))
  }
}
