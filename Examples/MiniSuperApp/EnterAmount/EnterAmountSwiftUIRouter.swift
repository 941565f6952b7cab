import RIBs

/// The router of the amount screen in the SwiftUI app: its view is `EnterAmountView`, made from its
/// view state (the `SwiftUIRouting` conformance is in `EnterAmountView.swift`, where SwiftUI is).
///
/// The terminal and UIKit app's `EnterAmountRouter` drives the same interactor.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
final class EnterAmountSwiftUIRouter: Router<any EnterAmountInteractable>, EnterAmountRouting {
  /// What the view shows; the interactor's presenter.
  let state: EnterAmountViewState

  init(interactor: any EnterAmountInteractable, state: EnterAmountViewState) {
    self.state = state
    super.init(interactor: interactor)
    interactor.router = self
  }
}
