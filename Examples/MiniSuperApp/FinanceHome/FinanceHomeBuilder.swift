import Foundation
import RIBs

@MainActor
protocol FinanceHomeDependency: Dependency {
  var cardOnFileRepository: any CardOnFileRepository { get }
  var superPayRepository: any SuperPayRepository { get }
  var now: @MainActor () -> Date { get }
}

final class FinanceHomeComponent: Component<any FinanceHomeDependency> {
  let financeHomeViewController: FinanceHomeViewController

  init(dependency: any FinanceHomeDependency, viewController: FinanceHomeViewController) {
    financeHomeViewController = viewController
    super.init(dependency: dependency)
  }
}

@MainActor
protocol FinanceHomeBuildable: Buildable {
  func build(withListener listener: any FinanceHomeListener) -> any ViewableRouting
}

final class FinanceHomeBuilder: Builder<any FinanceHomeDependency>, FinanceHomeBuildable {
  func build(withListener listener: any FinanceHomeListener) -> any ViewableRouting {
    let viewController = FinanceHomeViewController()
    let component = FinanceHomeComponent(dependency: dependency, viewController: viewController)
    let interactor = FinanceHomeInteractor(presenter: viewController)
    interactor.listener = listener
    return FinanceHomeRouter(
      interactor: interactor,
      viewController: viewController,
      superPayDashboardBuilder: SuperPayDashboardBuilder(dependency: component),
      cardOnFileDashboardBuilder: CardOnFileDashboardBuilder(dependency: component),
      addPaymentMethodBuilder: AddPaymentMethodBuilder(dependency: component),
      topupBuilder: TopupBuilder(dependency: component))
  }
}
