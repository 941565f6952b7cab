import RIBs

/// Builds the amount screen of the SwiftUI app: a router whose view is SwiftUI, for a parent that
/// shows it in a stack, a sheet, a tab or inline.
@MainActor
protocol EnterAmountSwiftUIBuildable: Buildable {
  func build(withListener listener: any EnterAmountListener) -> any Routing
}

/// Builds the amount screen with its SwiftUI view state as the presenter, from the same
/// dependencies and interactor as `EnterAmountBuilder`.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
final class EnterAmountSwiftUIBuilder: Builder<any EnterAmountDependency>,
  EnterAmountSwiftUIBuildable
{
  func build(withListener listener: any EnterAmountListener) -> any Routing {
    let component = EnterAmountComponent(dependency: dependency)
    let state = EnterAmountViewState()
    let interactor = EnterAmountInteractor(presenter: state, dependency: component)
    interactor.listener = listener
    return EnterAmountSwiftUIRouter(interactor: interactor, state: state)
  }
}
