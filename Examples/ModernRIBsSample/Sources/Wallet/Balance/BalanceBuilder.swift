import ModernRIBs

protocol BalanceDependency: Dependency {
  var balanceRepository: BalanceRepository { get }
}

final class BalanceComponent: Component<BalanceDependency> {
  var balanceRepository: BalanceRepository { dependency.balanceRepository }

  var historyWorker: BalanceHistoryWorker {
    shared { BalanceHistoryWorker(repository: balanceRepository) }
  }
}

// MARK: - Builder

protocol BalanceBuildable: Buildable {
  func build(withListener listener: BalanceListener) -> (
    router: ViewableRouting, actionableItem: BalanceActionableItem
  )
}

final class BalanceBuilder: Builder<BalanceDependency>, BalanceBuildable {
  override init(dependency: BalanceDependency) {
    super.init(dependency: dependency)
  }

  func build(withListener listener: BalanceListener) -> (
    router: ViewableRouting, actionableItem: BalanceActionableItem
  ) {
    let component = BalanceComponent(dependency: dependency)
    let viewController = BalanceViewController()
    let interactor = BalanceInteractor(
      presenter: viewController,
      repository: component.balanceRepository,
      historyWorker: component.historyWorker)
    interactor.listener = listener
    return (BalanceRouter(interactor: interactor, viewController: viewController), interactor)
  }
}
