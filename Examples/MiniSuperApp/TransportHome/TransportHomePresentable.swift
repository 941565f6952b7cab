import RIBs

@MainActor
protocol TransportHomePresentable: Presentable {
  var listener: (any TransportHomePresentableListener)? { get set }
  func update(balance: String)
  func show(message: String)
}

@MainActor
protocol TransportHomePresentableListener: AnyObject {
  func didTapClose()
  func didTapConfirmRide()
}
