import RIBs

/// Builds the card list of the SwiftUI app: a router whose view is SwiftUI, for a parent that shows
/// it in a stack, a sheet, a tab or inline.
@MainActor
protocol CardOnFileSwiftUIBuildable: Buildable {
  func build(
    withListener listener: any CardOnFileListener, paymentMethods: [PaymentMethod],
    selectedID: String?
  ) -> any Routing
}

/// Builds the card list with its SwiftUI view state as the presenter, from the same dependencies
/// and interactor as `CardOnFileBuilder`.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
final class CardOnFileSwiftUIBuilder: Builder<any CardOnFileDependency>, CardOnFileSwiftUIBuildable
{
  func build(
    withListener listener: any CardOnFileListener, paymentMethods: [PaymentMethod],
    selectedID: String?
  ) -> any Routing {
    let state = CardOnFileViewState()
    let interactor = CardOnFileInteractor(
      presenter: state, paymentMethods: paymentMethods, selectedID: selectedID)
    interactor.listener = listener
    return CardOnFileSwiftUIRouter(interactor: interactor, state: state)
  }
}
