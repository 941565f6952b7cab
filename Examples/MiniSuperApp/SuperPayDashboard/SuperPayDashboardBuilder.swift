import RIBs
import RIBsCombine

@MainActor
protocol SuperPayDashboardBuildable: Buildable {
  func build(withListener listener: any SuperPayDashboardListener)
    -> any SuperPayDashboardRouting & ViewableRouting
}

final class SuperPayDashboardBuilder: Builder<any SuperPayDashboardDependency>,
  SuperPayDashboardBuildable
{
  func build(withListener listener: any SuperPayDashboardListener)
    -> any SuperPayDashboardRouting & ViewableRouting
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
