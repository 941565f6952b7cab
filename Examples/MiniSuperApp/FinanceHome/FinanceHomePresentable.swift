import RIBs

@MainActor
protocol FinanceHomePresentable: Presentable {
  var listener: (any FinanceHomePresentableListener)? { get set }
  func show(message: String)
}

@MainActor
protocol FinanceHomePresentableListener: AnyObject {}
