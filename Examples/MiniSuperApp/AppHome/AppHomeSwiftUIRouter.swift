import RIBs
import RIBsSwiftUI

/// The home tab's router in the SwiftUI app: a navigation stack with the home screen at its root
/// and the ride screen pushed above it.
///
/// A back swipe from the ride screen pops the stack, which detaches the ride's RIB; the
/// interactor's later "detach" is a no-op.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
final class AppHomeSwiftUIRouter: Router<any AppHomeInteractable>, AppHomeRouting {
  /// What the home screen shows; the interactor's presenter.
  let state: AppHomeViewState
  /// The screens above the home screen.
  let stack = RouterStack()
  private let transportHomeBuilder: any TransportHomeSwiftUIBuildable

  init(
    interactor: any AppHomeInteractable, state: AppHomeViewState,
    transportHomeBuilder: any TransportHomeSwiftUIBuildable
  ) {
    self.state = state
    self.transportHomeBuilder = transportHomeBuilder
    super.init(interactor: interactor)
    interactor.router = self
    stack.host = self
  }

  func attachTransportHome() {
    guard stack.routers.isEmpty else { return }
    stack.push(transportHomeBuilder.build(withListener: interactor))
  }

  func detachTransportHome() {
    stack.popToRoot()
  }
}
