import RIBs

/// What AppRoot's routers ask of its interactor: the listener of each child, and where the
/// router registers itself.
@MainActor
protocol AppRootInteractable: Interactable, AppHomeListener, FinanceHomeListener,
  ProfileHomeListener
{
  var router: (any AppRootRouting)? { get set }
  var listener: (any AppRootListener)? { get set }
}
