import Foundation
import RIBs

@MainActor
protocol AddPaymentMethodDependency: Dependency {
  /// What draws the screens.
  var views: any AppViews { get }

  var cardOnFileRepository: any CardOnFileRepository { get }
  var now: @MainActor () -> Date { get }
}

final class AddPaymentMethodComponent: Component<any AddPaymentMethodDependency>,
  AddPaymentMethodInteractorDependency
{
  var cardOnFileRepository: any CardOnFileRepository { dependency.cardOnFileRepository }
  var now: @MainActor () -> Date { dependency.now }
}
