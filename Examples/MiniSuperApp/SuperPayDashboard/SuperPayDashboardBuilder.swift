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
    let view = dependency.views.makeSuperPayDashboardView()
    let interactor = SuperPayDashboardInteractor(presenter: view.presenter, dependency: component)
    interactor.listener = listener
    return SuperPayDashboardRouter(interactor: interactor, viewController: view.view)
  }
}
