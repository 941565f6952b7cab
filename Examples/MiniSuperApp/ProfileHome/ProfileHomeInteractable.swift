import RIBs
import RIBsNavigation

/// What ProfileHome's routers ask of its interactor: where the router registers itself, who hears
/// the answer to the question the router shows, and who hears that the user left a card's details.
@MainActor
protocol ProfileHomeInteractable: Interactable, UserNavigationListener<CardRemovalAnswer> {
  var router: (any ProfileHomeRouting)? { get set }
  var listener: (any ProfileHomeListener)? { get set }
  /// Asks which card to remove, as when the user taps "Remove a card": how a restored navigation
  /// asks the question again, about the cards there are now.
  func didTapRemoveCard()
}
