import RIBs

/// Builds the SuperPay dashboard of the SwiftUI app: a router whose view is SwiftUI, for a parent
/// that shows it in a stack, a sheet, a tab or inline.
@MainActor
protocol SuperPayDashboardSwiftUIBuildable: Buildable {
  func build(withListener listener: any SuperPayDashboardListener) -> any Routing
}

/// Builds the SuperPay dashboard with its SwiftUI view state as the presenter, from the same
/// dependencies and interactor as `SuperPayDashboardBuilder`.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
final class SuperPayDashboardSwiftUIBuilder: Builder<any SuperPayDashboardDependency>,
  SuperPayDashboardSwiftUIBuildable
{
  func build(withListener listener: any SuperPayDashboardListener) -> any Routing {
    let component = SuperPayDashboardComponent(dependency: dependency)
    let state = SuperPayDashboardViewState()
    let interactor = SuperPayDashboardInteractor(presenter: state, dependency: component)
    interactor.listener = listener
    return SuperPayDashboardSwiftUIRouter(interactor: interactor, state: state)
  }
}
