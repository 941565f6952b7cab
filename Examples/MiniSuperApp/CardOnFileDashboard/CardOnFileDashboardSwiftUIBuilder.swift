import RIBs

/// Builds the cards dashboard of the SwiftUI app: a router whose view is SwiftUI, for a parent that
/// shows it in a stack, a sheet, a tab or inline.
@MainActor
protocol CardOnFileDashboardSwiftUIBuildable: Buildable {
  func build(withListener listener: any CardOnFileDashboardListener) -> any Routing
}

/// Builds the cards dashboard with its SwiftUI view state as the presenter, from the same
/// dependencies and interactor as `CardOnFileDashboardBuilder`.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
final class CardOnFileDashboardSwiftUIBuilder: Builder<any CardOnFileDashboardDependency>,
  CardOnFileDashboardSwiftUIBuildable
{
  func build(withListener listener: any CardOnFileDashboardListener) -> any Routing {
    let component = CardOnFileDashboardComponent(dependency: dependency)
    let state = CardOnFileDashboardViewState()
    let interactor = CardOnFileDashboardInteractor(presenter: state, dependency: component)
    interactor.listener = listener
    return CardOnFileDashboardSwiftUIRouter(interactor: interactor, state: state)
  }
}
