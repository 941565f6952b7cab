import RIBs

/// Builds the home tab of the SwiftUI app.
@MainActor
protocol AppHomeSwiftUIBuildable: Buildable {
  /// - Returns: The router, and the interactor as the item deep links act on.
  func build(withListener listener: any AppHomeListener) -> (
    router: any Routing, actionableItem: any AppHomeActionableItem
  )
}

/// Builds the home tab with SwiftUI screens, from the same dependencies and interactor as
/// `AppHomeBuilder`.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
final class AppHomeSwiftUIBuilder: Builder<any AppHomeDependency>, AppHomeSwiftUIBuildable {
  func build(withListener listener: any AppHomeListener) -> (
    router: any Routing, actionableItem: any AppHomeActionableItem
  ) {
    let component = AppHomeComponent(dependency: dependency)
    let state = AppHomeViewState()
    let interactor = AppHomeInteractor(presenter: state)
    interactor.listener = listener
    let router = AppHomeSwiftUIRouter(
      interactor: interactor, state: state,
      transportHomeBuilder: TransportHomeSwiftUIBuilder(dependency: component))
    return (router, interactor)
  }
}
