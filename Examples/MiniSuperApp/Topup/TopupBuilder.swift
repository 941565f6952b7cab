import RIBs

@MainActor
protocol TopupBuildable: Buildable {
  /// - Parameters:
  ///   - listener: Told when the flow ends.
  ///   - suggestedAmount: An amount to offer on the amount screen (from a deep link), in won.
  /// - Returns: The flow's router.
  func build(withListener listener: any TopupListener, suggestedAmount: Int?) -> any TopupRouting
}

extension TopupBuildable {
  /// Builds the flow with no amount suggested.
  func build(withListener listener: any TopupListener) -> any TopupRouting {
    build(withListener: listener, suggestedAmount: nil)
  }
}

/// Builds the flow: a navigation stack of its screens, which the parent presents.
final class TopupBuilder: Builder<any TopupDependency>, TopupBuildable {
  func build(withListener listener: any TopupListener, suggestedAmount: Int?) -> any TopupRouting {
    let component = TopupComponent(dependency: dependency, suggestedAmount: suggestedAmount)
    let interactor = TopupInteractor(dependency: component)
    interactor.listener = listener
    return TopupRouter(
      interactor: interactor,
      viewController: dependency.views.makeTopupView(),
      addPaymentMethodBuilder: AddPaymentMethodBuilder(dependency: component),
      enterAmountBuilder: EnterAmountBuilder(dependency: component),
      cardOnFileBuilder: CardOnFileBuilder(dependency: component))
  }
}
