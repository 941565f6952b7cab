import RIBs

/// What CardOnFile's routers ask of its interactor: the listener of each child, and where the
/// router registers itself.
@MainActor
protocol CardOnFileInteractable: Interactable {
  var router: (any CardOnFileRouting)? { get set }
  var listener: (any CardOnFileListener)? { get set }
}
