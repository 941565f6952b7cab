import RIBs

/// What the app gives the root RIB.
@MainActor
protocol RootDependency: Dependency {
  /// Where RandomWin gets its winners.
  var randomPlayerSource: RandomPlayerSource { get }
}

final class RootComponent: Component<any RootDependency> {
  let rootViewController: RootViewController

  init(dependency: any RootDependency, rootViewController: RootViewController) {
    self.rootViewController = rootViewController
    super.init(dependency: dependency)
  }
}

@MainActor
protocol RootBuildable: Buildable {
  func build() -> (launchRouter: any LaunchRouting, urlHandler: any URLHandler)
}

final class RootBuilder: Builder<any RootDependency>, RootBuildable {
  func build() -> (launchRouter: any LaunchRouting, urlHandler: any URLHandler) {
    let viewController = RootViewController()
    let component = RootComponent(dependency: dependency, rootViewController: viewController)
    let interactor = RootInteractor(presenter: viewController)
    let router = RootRouter(
      interactor: interactor,
      viewController: viewController,
      loggedOutBuilder: LoggedOutBuilder(dependency: component),
      loggedInBuilder: LoggedInBuilder(dependency: component))
    return (router, interactor)
  }
}
