import RIBs

/// Builds the finance tab of the SwiftUI app.
@MainActor
protocol FinanceHomeSwiftUIBuildable: Buildable {
  /// - Returns: The router, and the interactor as the item deep links act on.
  func build(withListener listener: any FinanceHomeListener) -> (
    router: any Routing, actionableItem: any FinanceHomeActionableItem
  )
}

/// Builds the finance tab with SwiftUI screens, from the same dependencies and interactor as
/// `FinanceHomeBuilder`; its children are built for SwiftUI too.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
final class FinanceHomeSwiftUIBuilder: Builder<any FinanceHomeDependency>,
  FinanceHomeSwiftUIBuildable
{
  func build(withListener listener: any FinanceHomeListener) -> (
    router: any Routing, actionableItem: any FinanceHomeActionableItem
  ) {
    let component = FinanceHomeComponent(dependency: dependency)
    let state = FinanceHomeViewState()
    let interactor = FinanceHomeInteractor(presenter: state)
    interactor.listener = listener
    let router = FinanceHomeSwiftUIRouter(
      interactor: interactor,
      state: state,
      superPayDashboardBuilder: SuperPayDashboardSwiftUIBuilder(dependency: component),
      cardOnFileDashboardBuilder: CardOnFileDashboardSwiftUIBuilder(dependency: component),
      addPaymentMethodBuilder: AddPaymentMethodSwiftUIBuilder(dependency: component),
      topupBuilder: TopupSwiftUIBuilder(dependency: component))
    return (router, interactor)
  }
}
