import RIBs

/// The router of the profile tab in the SwiftUI app: its view is `ProfileHomeView`, made from its
/// view state (the `SwiftUIRouting` conformance is in `ProfileHomeView.swift`, where SwiftUI is).
///
/// The terminal and UIKit app's `ProfileHomeRouter` drives the same interactor.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
final class ProfileHomeSwiftUIRouter: Router<any ProfileHomeInteractable>, ProfileHomeRouting {
  /// What the view shows; the interactor's presenter.
  let state: ProfileHomeViewState

  init(interactor: any ProfileHomeInteractable, state: ProfileHomeViewState) {
    self.state = state
    super.init(interactor: interactor)
    interactor.router = self
  }
}
