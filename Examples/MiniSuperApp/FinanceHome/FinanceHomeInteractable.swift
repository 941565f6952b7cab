import RIBs
import RIBsNavigation

/// What FinanceHome's router asks of its interactor: the listener of each child and of the
/// presentation, and where the router registers itself.
@MainActor
protocol FinanceHomeInteractable: Interactable, SuperPayDashboardListener,
  CardOnFileDashboardListener, AddPaymentMethodListener, TopupListener, UserNavigationListener
{
  var router: (any FinanceHomeRouting)? { get set }
  var listener: (any FinanceHomeListener)? { get set }
}
