import Foundation
import RIBs
import RIBsCombine
import TerminalUI

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

/// Builds the flow on a terminal or UIKit screen: Topup has no view of its own, and presents its
/// screens in a sheet over `baseViewController`, the screen of the RIB that opens it.
final class TopupBuilder: Builder<any TopupDependency>, TopupBuildable {
  private let baseViewController: any TopupViewControllable

  init(dependency: any TopupDependency, baseViewController: any TopupViewControllable) {
    self.baseViewController = baseViewController
    super.init(dependency: dependency)
  }

  func build(withListener listener: any TopupListener, suggestedAmount: Int?) -> any TopupRouting {
    let component = TopupComponent(dependency: dependency, suggestedAmount: suggestedAmount)
    let interactor = TopupInteractor(dependency: component)
    interactor.listener = listener
    return TopupRouter(
      interactor: interactor,
      viewController: baseViewController,
      navigation: TerminalNavigationController(),
      addPaymentMethodBuilder: AddPaymentMethodBuilder(dependency: component),
      enterAmountBuilder: EnterAmountBuilder(dependency: component),
      cardOnFileBuilder: CardOnFileBuilder(dependency: component))
  }
}
