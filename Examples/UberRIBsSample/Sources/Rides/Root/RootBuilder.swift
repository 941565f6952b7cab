import RIBs

public protocol RootDependency: Dependency {
  var wallet: MutableWalletStream { get }
  var fareService: FareService { get }
}

final class RootComponent: Component<RootDependency> {
  let rootViewController: RootViewController

  init(dependency: RootDependency, rootViewController: RootViewController) {
    self.rootViewController = rootViewController
    super.init(dependency: dependency)
  }
}

// MARK: - Builder

public protocol RootBuildable: Buildable {
  func build() -> (launchRouter: LaunchRouting, urlHandler: URLHandler)
}

public final class RootBuilder: Builder<RootDependency>, RootBuildable {
  public override init(dependency: RootDependency) {
    super.init(dependency: dependency)
  }

  public func build() -> (launchRouter: LaunchRouting, urlHandler: URLHandler) {
    let viewController = RootViewController()
    let component = RootComponent(dependency: dependency, rootViewController: viewController)
    let interactor = RootInteractor(presenter: viewController)
    let sessionBuilder = SessionBuilder(dependency: component)
    let router = RootRouter(
      interactor: interactor, viewController: viewController, sessionBuilder: sessionBuilder)
    return (router, interactor)
  }
}

extension RootComponent: SessionDependency {
  var wallet: WalletStream { dependency.wallet }
  var mutableWallet: MutableWalletStream { dependency.wallet }
  var fareService: FareService { dependency.fareService }
}
