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
  /// The amount a deep link suggests, offered by EnterAmount.
  let suggestedAmount: Int?

  init(dependency: any TopupDependency, suggestedAmount: Int?) {
    self.suggestedAmount = suggestedAmount
    super.init(dependency: dependency)
  }

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
  /// - Parameters:
  ///   - listener: Told when the flow ends.
  ///   - suggestedAmount: An amount to offer on the amount screen (from a deep link), in won.
  /// - Returns: The flow's router.
  func build(withListener listener: any TopupListener, suggestedAmount: Int?) -> any TopupRouting
}

extension TopupBuildable {
  /// Builds the flow with no amount suggested.
  func build(withListener listener: any TopupListener) -> any TopupRouting {
    build(withListener: listener, suggestedAmount: nil)
  }
}

final class TopupBuilder: Builder<any TopupDependency>, TopupBuildable {
  func build(withListener listener: any TopupListener, suggestedAmount: Int?) -> any TopupRouting {
    let component = TopupComponent(dependency: dependency, suggestedAmount: suggestedAmount)
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
