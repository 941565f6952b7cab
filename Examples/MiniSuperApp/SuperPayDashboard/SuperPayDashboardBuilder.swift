import RIBs
import RIBsCombine

@MainActor
protocol SuperPayDashboardDependency: Dependency {
  /// The balance, from the parent: the dashboard shows it and does not own it.
  var balance: ReadOnlyCurrentValuePublisher<Int> { get }
}

final class SuperPayDashboardComponent: Component<any SuperPayDashboardDependency>,
  SuperPayDashboardInteractorDependency
{
  var balance: ReadOnlyCurrentValuePublisher<Int> { dependency.balance }
}

@MainActor
protocol SuperPayDashboardBuildable: Buildable {
  func build(withListener listener: any SuperPayDashboardListener)
    -> any SuperPayDashboardRouting
}

final class SuperPayDashboardBuilder: Builder<any SuperPayDashboardDependency>,
  SuperPayDashboardBuildable
{
  func build(withListener listener: any SuperPayDashboardListener)
    -> any SuperPayDashboardRouting
  {
    let component = SuperPayDashboardComponent(dependency: dependency)
    let viewController = SuperPayDashboardViewController()
    let interactor = SuperPayDashboardInteractor(presenter: viewController, dependency: component)
    interactor.listener = listener
    return SuperPayDashboardRouter(interactor: interactor, viewController: viewController)
  }
}
