import Foundation
import RIBs
import RIBsCombine

@MainActor
protocol TopupDependency: Dependency, TopupDependencyForwarding {
  /// What draws the screens.
  var views: any AppViews { get }

  var cardOnFileRepository: any CardOnFileRepository { get }
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
  /// The card chosen, read-only for EnterAmount.
  var selectedPaymentMethod: ReadOnlyCurrentValuePublisher<PaymentMethod?> { paymentMethodStream }
  var cardOnFileRepository: any CardOnFileRepository { dependency.cardOnFileRepository }
  var now: @MainActor () -> Date { dependency.now }
}
