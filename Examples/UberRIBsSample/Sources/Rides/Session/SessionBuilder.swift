import RIBs

protocol SessionDependency: Dependency {
  var wallet: WalletStream { get }
  var mutableWallet: MutableWalletStream { get }
  var fareService: FareService { get }
}

final class SessionComponent: Component<SessionDependency> {}

extension SessionComponent: RideRequestDependency {
  var wallet: WalletStream { dependency.wallet }
  var fareService: FareService { dependency.fareService }
}

// MARK: - Builder

protocol SessionBuildable: Buildable {
  func build(withListener listener: SessionListener) -> (
    router: SessionRouting, actionableItem: SessionActionableItem
  )
}

final class SessionBuilder: Builder<SessionDependency>, SessionBuildable {
  override init(dependency: SessionDependency) {
    super.init(dependency: dependency)
  }

  func build(withListener listener: SessionListener) -> (
    router: SessionRouting, actionableItem: SessionActionableItem
  ) {
    let component = SessionComponent(dependency: dependency)
    let interactor = SessionInteractor(wallet: dependency.mutableWallet)
    interactor.listener = listener
    let router = SessionRouter(
      interactor: interactor, rideRequestBuilder: RideRequestBuilder(dependency: component))
    return (router, interactor)
  }
}
