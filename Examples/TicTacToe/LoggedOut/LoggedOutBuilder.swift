import RIBs

@MainActor
protocol LoggedOutDependency: Dependency {}

final class LoggedOutComponent: Component<any LoggedOutDependency> {}

@MainActor
protocol LoggedOutBuildable: Buildable {
  func build(withListener listener: any LoggedOutListener) -> any LoggedOutRouting
}

final class LoggedOutBuilder: Builder<any LoggedOutDependency>, LoggedOutBuildable {
  func build(withListener listener: any LoggedOutListener) -> any LoggedOutRouting {
    let viewController = LoggedOutViewController()
    let interactor = LoggedOutInteractor(presenter: viewController)
    interactor.listener = listener
    return LoggedOutRouter(interactor: interactor, viewController: viewController)
  }
}
