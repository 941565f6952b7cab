import RIBs
import RIBsNavigation

/// What ProfileHome's routers ask of its interactor: where the router registers itself, who hears
/// the answer to the question the router shows, and who hears that the user left a card's details.
@MainActor
protocol ProfileHomeInteractable: Interactable, RIBDialogListener<CardRemovalAnswer>,
  UserNavigationListener
{
  var router: (any ProfileHomeRouting)? { get set }
  var listener: (any ProfileHomeListener)? { get set }
}
