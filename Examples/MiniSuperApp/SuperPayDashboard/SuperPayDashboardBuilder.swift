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
    // The presenter is the view state; the terminal view follows it (a SwiftUI view on UIKit, in a
    // RIBHostingController: see SuperPayDashboardHostingController.swift).
    let state = SuperPayDashboardViewState()
    let interactor = SuperPayDashboardInteractor(presenter: state, dependency: component)
    interactor.listener = listener
    return SuperPayDashboardRouter(
      interactor: interactor, viewController: SuperPayDashboardTerminalView(state: state))
  }
}
