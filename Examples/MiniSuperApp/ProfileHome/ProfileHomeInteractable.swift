import RIBs

/// What ProfileHome's routers ask of its interactor: the listener of each child, and where the
/// router registers itself.
@MainActor
protocol ProfileHomeInteractable: Interactable {
  var router: (any ProfileHomeRouting)? { get set }
  var listener: (any ProfileHomeListener)? { get set }
}
