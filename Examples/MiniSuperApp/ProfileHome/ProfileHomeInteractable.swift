import RIBs

/// What ProfileHome's routers ask of its interactor: where the router registers itself, and who
/// hears the answer to the question the router shows.
@MainActor
protocol ProfileHomeInteractable: Interactable, RIBDialogListener<CardRemovalAnswer> {
  var router: (any ProfileHomeRouting)? { get set }
  var listener: (any ProfileHomeListener)? { get set }
}
