import RIBs

/// Builds the card form of the SwiftUI app: a router whose view is SwiftUI, for a parent that shows
/// it in a stack, a sheet, a tab or inline.
@MainActor
protocol AddPaymentMethodSwiftUIBuildable: Buildable {
  func build(
    withListener listener: any AddPaymentMethodListener, closeButtonType: DismissButtonType,
    introduction: String?
  ) -> any Routing
}

/// Builds the card form with its SwiftUI view state as the presenter, from the same dependencies
/// and interactor as `AddPaymentMethodBuilder`.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
final class AddPaymentMethodSwiftUIBuilder: Builder<any AddPaymentMethodDependency>,
  AddPaymentMethodSwiftUIBuildable
{
  func build(
    withListener listener: any AddPaymentMethodListener, closeButtonType: DismissButtonType,
    introduction: String?
  ) -> any Routing {
    let component = AddPaymentMethodComponent(dependency: dependency)
    let state = AddPaymentMethodViewState(
      closeButtonType: closeButtonType, introduction: introduction)
    let interactor = AddPaymentMethodInteractor(presenter: state, dependency: component)
    interactor.listener = listener
    return AddPaymentMethodSwiftUIRouter(interactor: interactor, state: state)
  }
}
