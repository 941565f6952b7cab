import RIBs

protocol RideRequestDependency: Dependency {
  var wallet: WalletStream { get }
  var fareService: FareService { get }
}

final class RideRequestComponent: Component<RideRequestDependency> {
  var fareWorker: FareWorker {
    shared { FareWorker(fareService: dependency.fareService, destination: destination) }
  }

  let destination: String

  init(dependency: RideRequestDependency, destination: String) {
    self.destination = destination
    super.init(dependency: dependency)
  }
}

// MARK: - Builder

protocol RideRequestBuildable: Buildable {
  func build(withListener listener: RideRequestListener, destination: String) -> (
    router: ViewableRouting, actionableItem: RideRequestActionableItem
  )
}

final class RideRequestBuilder: Builder<RideRequestDependency>, RideRequestBuildable {
  override init(dependency: RideRequestDependency) {
    super.init(dependency: dependency)
  }

  func build(withListener listener: RideRequestListener, destination: String) -> (
    router: ViewableRouting, actionableItem: RideRequestActionableItem
  ) {
    let component = RideRequestComponent(dependency: dependency, destination: destination)
    let viewController = RideRequestViewController(destination: destination)
    let interactor = RideRequestInteractor(
      presenter: viewController, wallet: dependency.wallet, fareWorker: component.fareWorker)
    interactor.listener = listener
    let router = RideRequestRouter(interactor: interactor, viewController: viewController)
    return (router, interactor)
  }
}
