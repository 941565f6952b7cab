import RIBs
import RIBsNavigation

/// What AppHome's router asks of its interactor: the listener of each child and of the stack, and
/// where the router registers itself.
@MainActor
protocol AppHomeInteractable: Interactable, TransportHomeListener, UserNavigationListener {
  var router: (any AppHomeRouting)? { get set }
  var listener: (any AppHomeListener)? { get set }
}
