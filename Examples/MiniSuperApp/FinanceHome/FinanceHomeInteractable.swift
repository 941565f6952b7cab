import RIBs

/// What FinanceHome's routers ask of its interactor: the listener of each child, and where the
/// router registers itself.
@MainActor
protocol FinanceHomeInteractable: Interactable, SuperPayDashboardListener,
  CardOnFileDashboardListener, AddPaymentMethodListener, TopupListener, UserDismissalListener
{
  var router: (any FinanceHomeRouting)? { get set }
  var listener: (any FinanceHomeListener)? { get set }
}
