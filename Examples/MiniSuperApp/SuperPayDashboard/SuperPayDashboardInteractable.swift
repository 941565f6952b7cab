import RIBs

/// What SuperPayDashboard's routers ask of its interactor: the listener of each child, and where
/// the router registers itself.
@MainActor
protocol SuperPayDashboardInteractable: Interactable {
  var router: (any SuperPayDashboardRouting)? { get set }
  var listener: (any SuperPayDashboardListener)? { get set }
}
