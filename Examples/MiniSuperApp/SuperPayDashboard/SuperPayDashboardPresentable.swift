import RIBs

/// What the interactor tells the dashboard's view: the view state implements it.
@MainActor
protocol SuperPayDashboardPresentable: Presentable {
  var listener: (any SuperPayDashboardPresentableListener)? { get set }
  func updateBalance(_ balance: String)
}

/// What the dashboard's view tells the interactor.
@MainActor
protocol SuperPayDashboardPresentableListener: AnyObject {
  func topupButtonDidTap()
}
