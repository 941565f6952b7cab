import Foundation
import RIBs
import RIBsCombine

extension TopupComponent: AddPaymentMethodDependency, EnterAmountDependency, CardOnFileDependency {
  var now: @MainActor () -> Date { dependency.now }
  var superPayRepository: any SuperPayRepository { dependency.superPayRepository }
  var selectedPaymentMethod: ReadOnlyCurrentValuePublisher<PaymentMethod?> { paymentMethodStream }
  var views: any AppViews { dependency.views }
}
