import Observation

/// The amount screen's presenter in the SwiftUI app: the card the top-up is paid with and the
/// amount being typed.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@Observable
@MainActor
final class EnterAmountViewState: EnterAmountPresentable {
  /// The card the top-up is paid with, described; `nil` before one is chosen.
  private(set) var paymentMethodName: String?
  /// The last message, such as why an amount was refused.
  private(set) var message: String?
  /// The amount being typed, in won; a deep link's suggestion fills it in.
  var amount = ""
  /// Who handles the screen's input.
  @ObservationIgnored weak var listener: (any EnterAmountPresentableListener)?

  /// Hands the typed amount to the interactor, which checks it and tops up.
  func submit() {
    listener?.didEnter(amount: amount)
  }

  func updateSelectedPaymentMethod(name: String?) {
    paymentMethodName = name
  }

  func offer(amount: Int) {
    self.amount = String(amount)
  }

  func show(message: String) {
    self.message = message
  }
}
