import ModernRIBs

public protocol RootDependency: Dependency {
  var balanceRepository: BalanceRepository { get }
}

final class RootComponent: Component<RootDependency>, BalanceDependency {
  var balanceRepository: BalanceRepository { dependency.balanceRepository }
}

// MARK: - Builder

public protocol RootBuildable: Buildable {
  func build() -> (launchRouter: LaunchRouting, deepLinkHandler: DeepLinkHandler)
}

public final class RootBuilder: Builder<RootDependency>, RootBuildable {
  public override init(dependency: RootDependency) {
    super.init(dependency: dependency)
  }

  public func build() -> (launchRouter: LaunchRouting, deepLinkHandler: DeepLinkHandler) {
    let component = RootComponent(dependency: dependency)
    let viewController = RootViewController()
    let interactor = RootInteractor(presenter: viewController)
    let router = RootRouter(
      interactor: interactor,
      viewController: viewController,
      balanceBuilder: BalanceBuilder(dependency: component))
    return (router, interactor)
  }
}
