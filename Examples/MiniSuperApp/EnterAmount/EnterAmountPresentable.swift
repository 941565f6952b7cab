import RIBs

@MainActor
protocol EnterAmountPresentable: Presentable {
  var listener: (any EnterAmountPresentableListener)? { get set }
  func updateSelectedPaymentMethod(name: String?)
  /// Offers `amount` (from a deep link) as the amount to top up when the user types nothing.
  func offer(amount: Int)
  func show(message: String)
}

@MainActor
protocol EnterAmountPresentableListener: AnyObject {
  func didTapClose()
  func didTapPaymentMethod()
  func didEnter(amount text: String)
}
