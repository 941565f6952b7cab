import RIBs

/// The router of the card list in the SwiftUI app: its view is `CardOnFileView`, made from its view
/// state (the `SwiftUIRouting` conformance is in `CardOnFileView.swift`, where SwiftUI is).
///
/// The terminal and UIKit app's `CardOnFileRouter` drives the same interactor.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
final class CardOnFileSwiftUIRouter: Router<any CardOnFileInteractable>, CardOnFileRouting {
  /// What the view shows; the interactor's presenter.
  let state: CardOnFileViewState

  init(interactor: any CardOnFileInteractable, state: CardOnFileViewState) {
    self.state = state
    super.init(interactor: interactor)
    interactor.router = self
  }
}
