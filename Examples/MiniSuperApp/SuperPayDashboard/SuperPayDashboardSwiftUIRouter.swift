import RIBs

/// The router of the SuperPay dashboard in the SwiftUI app: its view is `SuperPayDashboardView`,
/// made from its view state (the `SwiftUIRouting` conformance is in `SuperPayDashboardView.swift`,
/// where SwiftUI is).
///
/// The terminal and UIKit app's `SuperPayDashboardRouter` drives the same interactor.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
final class SuperPayDashboardSwiftUIRouter: Router<any SuperPayDashboardInteractable>,
  SuperPayDashboardRouting
{
  /// What the view shows; the interactor's presenter.
  let state: SuperPayDashboardViewState

  init(interactor: any SuperPayDashboardInteractable, state: SuperPayDashboardViewState) {
    self.state = state
    super.init(interactor: interactor)
    interactor.router = self
  }
}
