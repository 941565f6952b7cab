import RIBs

/// What EnterAmount's routers ask of its interactor: the listener of each child, and where the
/// router registers itself.
@MainActor
protocol EnterAmountInteractable: Interactable {
  var router: (any EnterAmountRouting)? { get set }
  var listener: (any EnterAmountListener)? { get set }
}
