import RIBs

/// What AppHome's routers ask of its interactor: the listener of each child, and where the
/// router registers itself.
@MainActor
protocol AppHomeInteractable: Interactable, TransportHomeListener {
  var router: (any AppHomeRouting)? { get set }
  var listener: (any AppHomeListener)? { get set }
}
