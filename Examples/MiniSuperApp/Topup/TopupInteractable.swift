import RIBs
import RIBsNavigation

/// What Topup's routers ask of its interactor: the listener of each child, and where the
/// router registers itself.
@MainActor
protocol TopupInteractable: Interactable, AddPaymentMethodListener, EnterAmountListener,
  CardOnFileListener, UserNavigationListener
{
  var router: (any TopupRouting)? { get set }
  var listener: (any TopupListener)? { get set }
}
