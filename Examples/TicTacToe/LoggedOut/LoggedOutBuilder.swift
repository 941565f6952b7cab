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
    let view = makeLoggedOutView()
    let interactor = LoggedOutInteractor(presenter: view.presenter)
    interactor.listener = listener
    return LoggedOutRouter(interactor: interactor, viewController: view.viewController)
  }
}
