import Combine
import CombineUtil
import ModernRIBs

/// Keeps every balance seen while the balance screen is active.
final class BalanceHistoryWorker: Worker {
  private let balance: ReadOnlyCurrentValuePublisher<Int>
  private(set) var history: [Int] = []

  init(repository: BalanceRepository) {
    balance = repository.balance
    super.init()
  }

  override func didStart(_ interactorScope: InteractorScope) {
    super.didStart(interactorScope)
    balance
      .sink { [weak self] balance in self?.history.append(balance) }
      .cancelOnStop(self)
  }
}
