import RIBs

/// Builds the ride screen of the SwiftUI app, which the home tab pushes.
@MainActor
protocol TransportHomeSwiftUIBuildable: Buildable {
  func build(withListener listener: any TransportHomeListener) -> any Routing
}

/// Builds the ride screen with its SwiftUI view state as the presenter, from the same
/// dependencies and interactor as `TransportHomeBuilder`.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
final class TransportHomeSwiftUIBuilder: Builder<any TransportHomeDependency>,
  TransportHomeSwiftUIBuildable
{
  func build(withListener listener: any TransportHomeListener) -> any Routing {
    let component = TransportHomeComponent(dependency: dependency)
    let state = TransportHomeViewState()
    let interactor = TransportHomeInteractor(presenter: state, dependency: component)
    interactor.listener = listener
    return TransportHomeSwiftUIRouter(
      interactor: interactor, state: state,
      topupBuilder: TopupSwiftUIBuilder(dependency: component))
  }
}
