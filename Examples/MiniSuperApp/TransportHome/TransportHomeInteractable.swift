import RIBs
import RIBsNavigation

/// What TransportHome's router asks of its interactor: the listener of each child and of the
/// presentation, and where the router registers itself.
@MainActor
protocol TransportHomeInteractable: Interactable, TopupListener, UserNavigationListener {
  var router: (any TransportHomeRouting)? { get set }
  var listener: (any TransportHomeListener)? { get set }
}
