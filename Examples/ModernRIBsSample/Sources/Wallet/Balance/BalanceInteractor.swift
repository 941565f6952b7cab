import Combine
import ModernRIBs

protocol BalanceRouting: ViewableRouting {}

protocol BalancePresentable: Presentable {
  var listener: BalancePresentableListener? { get set }
  func show(balance: Int)
}

protocol BalanceListener: AnyObject {}

final class BalanceInteractor: PresentableInteractor<BalancePresentable>, BalanceInteractable,
  BalancePresentableListener, BalanceActionableItem
{
  weak var router: BalanceRouting?
  weak var listener: BalanceListener?

  private let repository: BalanceRepository
  private let historyWorker: Working

  init(presenter: BalancePresentable, repository: BalanceRepository, historyWorker: Working) {
    self.repository = repository
    self.historyWorker = historyWorker
    super.init(presenter: presenter)
    presenter.listener = self
  }

  override func didBecomeActive() {
    super.didBecomeActive()
    historyWorker.start(self)
    repository.balance
      .sink { [weak self] balance in self?.presenter.show(balance: balance) }
      .cancelOnDeactivate(interactor: self)
  }

  override func willResignActive() {
    super.willResignActive()
    historyWorker.stop()
  }

  // MARK: - BalanceActionableItem

  func topUp(amount: Int) -> AnyPublisher<(BalanceActionableItem, Int), Error> {
    repository.topUp(amount: amount)
      .map { [unowned self] newBalance in (self as BalanceActionableItem, newBalance) }
      .eraseToAnyPublisher()
  }
}
