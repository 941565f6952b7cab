import RIBs

/// The router of the cards dashboard in the SwiftUI app: its view is `CardOnFileDashboardView`,
/// made from its view state (the `SwiftUIRouting` conformance is in
/// `CardOnFileDashboardView.swift`, where SwiftUI is).
///
/// The terminal and UIKit app's `CardOnFileDashboardRouter` drives the same interactor.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
final class CardOnFileDashboardSwiftUIRouter: Router<any CardOnFileDashboardInteractable>,
  CardOnFileDashboardRouting
{
  /// What the view shows; the interactor's presenter.
  let state: CardOnFileDashboardViewState

  init(interactor: any CardOnFileDashboardInteractable, state: CardOnFileDashboardViewState) {
    self.state = state
    super.init(interactor: interactor)
    interactor.router = self
  }
}
