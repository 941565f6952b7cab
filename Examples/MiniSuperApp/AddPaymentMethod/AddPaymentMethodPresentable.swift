import RIBs

@MainActor
protocol AddPaymentMethodPresentable: Presentable {
  var listener: (any AddPaymentMethodPresentableListener)? { get set }
  /// Asks for `field`, under the details entered so far (masked).
  func ask(for field: CardField, entered: [String])
  func show(message: String)
}

@MainActor
protocol AddPaymentMethodPresentableListener: AnyObject {
  func didTapClose()
  func didEnter(_ text: String)
}
