import RIBs

/// The router of the card form in the SwiftUI app: its view is `AddPaymentMethodView`, made from
/// its view state (the `SwiftUIRouting` conformance is in `AddPaymentMethodView.swift`, where
/// SwiftUI is).
///
/// The terminal and UIKit app's `AddPaymentMethodRouter` drives the same interactor.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
final class AddPaymentMethodSwiftUIRouter: Router<any AddPaymentMethodInteractable>,
  AddPaymentMethodRouting
{
  /// What the view shows; the interactor's presenter.
  let state: AddPaymentMethodViewState

  init(interactor: any AddPaymentMethodInteractable, state: AddPaymentMethodViewState) {
    self.state = state
    super.init(interactor: interactor)
    interactor.router = self
  }
}
