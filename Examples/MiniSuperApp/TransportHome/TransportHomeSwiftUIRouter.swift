import RIBs
import RIBsSwiftUI

/// The ride screen's router in the SwiftUI app: the top-up flow in a sheet over the screen.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
final class TransportHomeSwiftUIRouter: Router<any TransportHomeInteractable>,
  TransportHomeRouting
{
  /// What the view shows; the interactor's presenter.
  let state: TransportHomeViewState
  /// The top-up flow, when it is open.
  let presentation = RouterPresentation()
  private let topupBuilder: any TopupSwiftUIBuildable

  init(
    interactor: any TransportHomeInteractable, state: TransportHomeViewState,
    topupBuilder: any TopupSwiftUIBuildable
  ) {
    self.state = state
    self.topupBuilder = topupBuilder
    super.init(interactor: interactor)
    interactor.router = self
    presentation.host = self
  }

  func attachTopup() {
    guard presentation.presented == nil else { return }
    presentation.present(topupBuilder.build(withListener: interactor, suggestedAmount: nil))
  }

  func detachTopup() {
    presentation.dismiss()
  }
}
