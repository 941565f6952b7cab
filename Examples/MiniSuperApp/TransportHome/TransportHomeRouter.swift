import RIBs
import RIBsNavigation

@MainActor
protocol TransportHomeViewControllable: ViewControllable {
  /// Draws what the router presents over the ride screen, from now on.
  func draw(_ presentation: RIBPresentation.Rendering)
}

/// The ride screen's router: the top-up flow in a sheet over the screen.
final class TransportHomeRouter: ViewableRouter<
  any TransportHomeInteractable, any TransportHomeViewControllable
>, TransportHomeRouting
{
  private let topupBuilder: any TopupBuildable
  /// The top-up flow, when it is open.
  private(set) lazy var presentation = RIBPresentation(host: self, listener: interactor)

  init(
    interactor: any TransportHomeInteractable,
    viewController: any TransportHomeViewControllable,
    topupBuilder: any TopupBuildable
  ) {
    self.topupBuilder = topupBuilder
    super.init(interactor: interactor, viewController: viewController)
    interactor.router = self
    viewController.draw(presentation.rendering)
  }

  func attachTopup() {
    guard presentation.router == nil else { return }
    presentation.present(topupBuilder.build(withListener: interactor))
  }

  func detachTopup() {
    presentation.dismiss()
  }
}
