import RIBs

/// What AddPaymentMethod's routers ask of its interactor: the listener of each child, and where the
/// router registers itself.
@MainActor
protocol AddPaymentMethodInteractable: Interactable {
  var router: (any AddPaymentMethodRouting)? { get set }
  var listener: (any AddPaymentMethodListener)? { get set }
}
