import RIBs

@MainActor
protocol AppHomePresentable: Presentable {
  var listener: (any AppHomePresentableListener)? { get set }
  func show(message: String)
}

@MainActor
protocol AppHomePresentableListener: AnyObject {
  func didTapRide()
}
