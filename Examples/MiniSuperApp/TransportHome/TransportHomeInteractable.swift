import RIBs

/// What TransportHome's routers ask of its interactor: the listener of each child, and where the
/// router registers itself.
@MainActor
protocol TransportHomeInteractable: Interactable, TopupListener {
  var router: (any TransportHomeRouting)? { get set }
  var listener: (any TransportHomeListener)? { get set }
}
