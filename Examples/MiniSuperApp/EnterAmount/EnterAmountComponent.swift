import RIBs
import RIBsCombine

@MainActor
protocol EnterAmountDependency: Dependency {
  /// What draws the screens.
  var views: any AppViews { get }

  /// The card to top up with, chosen by the parent flow.
  var selectedPaymentMethod: ReadOnlyCurrentValuePublisher<PaymentMethod?> { get }
  var superPayRepository: any SuperPayRepository { get }
  /// An amount to offer, from a deep link; `nil` for none.
  var suggestedAmount: Int? { get }
}

final class EnterAmountComponent: Component<any EnterAmountDependency>,
  EnterAmountInteractorDependency
{
  var selectedPaymentMethod: ReadOnlyCurrentValuePublisher<PaymentMethod?> {
    dependency.selectedPaymentMethod
  }
  var superPayRepository: any SuperPayRepository { dependency.superPayRepository }
  var suggestedAmount: Int? { dependency.suggestedAmount }
}
