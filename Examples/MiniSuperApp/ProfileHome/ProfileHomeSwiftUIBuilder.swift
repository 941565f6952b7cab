import RIBs

/// Builds the profile tab of the SwiftUI app: a router whose view is SwiftUI, for a parent that
/// shows it in a stack, a sheet, a tab or inline.
@MainActor
protocol ProfileHomeSwiftUIBuildable: Buildable {
  /// - Returns: The router, and the interactor as the item deep links act on.
  func build(withListener listener: any ProfileHomeListener) -> (
    router: any Routing, actionableItem: any ProfileHomeActionableItem
  )
}

/// Builds the profile tab with its SwiftUI view state as the presenter, from the same dependencies
/// and interactor as `ProfileHomeBuilder`.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
final class ProfileHomeSwiftUIBuilder: Builder<any ProfileHomeDependency>,
  ProfileHomeSwiftUIBuildable
{
  func build(withListener listener: any ProfileHomeListener) -> (
    router: any Routing, actionableItem: any ProfileHomeActionableItem
  ) {
    let component = ProfileHomeComponent(dependency: dependency)
    let state = ProfileHomeViewState()
    let interactor = ProfileHomeInteractor(presenter: state, dependency: component)
    interactor.listener = listener
    return (ProfileHomeSwiftUIRouter(interactor: interactor, state: state), interactor)
  }
}
