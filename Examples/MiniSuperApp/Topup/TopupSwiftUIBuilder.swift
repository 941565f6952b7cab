import RIBs

/// Builds the top-up flow of the SwiftUI app, which a parent presents in a sheet.
@MainActor
protocol TopupSwiftUIBuildable: Buildable {
  /// - Parameters:
  ///   - listener: Told when the flow ends.
  ///   - suggestedAmount: An amount to offer on the amount screen (from a deep link), in won.
  /// - Returns: The flow's router, whose view is its navigation stack.
  func build(withListener listener: any TopupListener, suggestedAmount: Int?) -> any Routing
}

/// Builds the top-up flow with SwiftUI screens, from the same dependencies and interactor as
/// `TopupBuilder`.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
final class TopupSwiftUIBuilder: Builder<any TopupDependency>, TopupSwiftUIBuildable {
  func build(withListener listener: any TopupListener, suggestedAmount: Int?) -> any Routing {
    let component = TopupComponent(dependency: dependency, suggestedAmount: suggestedAmount)
    let interactor = TopupInteractor(dependency: component)
    interactor.listener = listener
    return TopupSwiftUIRouter(
      interactor: interactor,
      addPaymentMethodBuilder: AddPaymentMethodSwiftUIBuilder(dependency: component),
      enterAmountBuilder: EnterAmountSwiftUIBuilder(dependency: component),
      cardOnFileBuilder: CardOnFileSwiftUIBuilder(dependency: component))
  }
}
