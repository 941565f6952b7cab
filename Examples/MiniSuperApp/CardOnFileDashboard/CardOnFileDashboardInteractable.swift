import RIBs

/// What CardOnFileDashboard's routers ask of its interactor: the listener of each child, and where
/// the router registers itself.
@MainActor
protocol CardOnFileDashboardInteractable: Interactable {
  var router: (any CardOnFileDashboardRouting)? { get set }
  var listener: (any CardOnFileDashboardListener)? { get set }
}
