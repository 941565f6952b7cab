import RIBs
import RIBsNavigation

@MainActor
protocol AppHomeViewControllable: ViewControllable {
  /// Draws the screens pushed above the home screen, which the router owns, from now on.
  func draw(_ stack: RIBStack.Rendering)
}

/// The home tab's router: the ride screen pushed above the home screen.
///
/// A back swipe or `:back` from the ride screen pops the stack, which detaches the ride's RIB; the
/// interactor's later "detach" changes nothing. The router hosts the stack, so a tap on the home
/// tab while the ride is shown pops back to the home screen, as on iOS.
final class AppHomeRouter: ViewableRouter<any AppHomeInteractable, any AppHomeViewControllable>,
  AppHomeRouting
{
  /// What the home tab pushes: the ride.
  enum Route: String, Hashable, Codable {
    case ride
  }

  private let transportHomeBuilder: any TransportHomeBuildable
  /// The screens above the home screen.
  private(set) lazy var stack = RIBStack(host: self, listener: interactor)

  init(
    interactor: any AppHomeInteractable,
    viewController: any AppHomeViewControllable,
    transportHomeBuilder: any TransportHomeBuildable
  ) {
    self.transportHomeBuilder = transportHomeBuilder
    super.init(interactor: interactor, viewController: viewController)
    interactor.router = self
    viewController.draw(stack.rendering)
    handleRoutes(Route.self) { [unowned self] _ in
      attachTransportHome(animated: false)
      return nil
    }
  }

  func attachTransportHome(animated: Bool) {
    guard stack.isEmpty else { return }
    stack.push(
      transportHomeBuilder.build(withListener: interactor), route: Route.ride, animated: animated)
  }

  func detachTransportHome() {
    stack.popToRoot()
  }
}
