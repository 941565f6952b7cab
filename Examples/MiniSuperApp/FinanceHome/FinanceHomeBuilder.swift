import Foundation
import RIBs

@MainActor
protocol FinanceHomeBuildable: Buildable {
  /// - Returns: The router, and the interactor as the item deep links act on.
  func build(withListener listener: any FinanceHomeListener) -> (
    router: any ViewableRouting, actionableItem: any FinanceHomeActionableItem
  )
}

final class FinanceHomeBuilder: Builder<any FinanceHomeDependency>, FinanceHomeBuildable {
  func build(withListener listener: any FinanceHomeListener) -> (
    router: any ViewableRouting, actionableItem: any FinanceHomeActionableItem
  ) {
    let view = dependency.views.makeFinanceHomeView()
    let component = FinanceHomeComponent(dependency: dependency)
    let interactor = FinanceHomeInteractor(presenter: view.presenter)
    interactor.listener = listener
    let router = FinanceHomeRouter(
      interactor: interactor,
      viewController: view.view,
      superPayDashboardBuilder: SuperPayDashboardBuilder(dependency: component),
      cardOnFileDashboardBuilder: CardOnFileDashboardBuilder(dependency: component),
      addPaymentMethodBuilder: AddPaymentMethodBuilder(dependency: component),
      topupBuilder: TopupBuilder(dependency: component))
    return (router, interactor)
  }
}
