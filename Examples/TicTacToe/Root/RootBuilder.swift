import RIBs

/// What the app gives the root RIB: nothing Root uses itself.
///
/// What the RIBs below it need from the app (RandomWin's `randomPlayerSource`) comes through
/// `RootDependencyForwarding`, which the RIBsDependencies plugin writes at build time.
@MainActor
protocol RootDependency: Dependency, RootDependencyForwarding {}

final class RootComponent: Component<any RootDependency> {
  let rootViewController: RootViewController

  /// Where LoggedIn shows its children: the root's own view.
  var loggedInViewController: any LoggedInViewControllable { rootViewController }

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
