import Combine
import ModernRIBs

/// Keeps every balance seen while the balance screen is active.
final class BalanceHistoryWorker: Worker {
  private let repository: BalanceRepository
  private(set) var history: [Int] = []

  init(repository: BalanceRepository) {
    self.repository = repository
    super.init()
  }

  override func didStart(_ interactorScope: InteractorScope) {
    super.didStart(interactorScope)
    repository.balance
      .sink { [weak self] balance in self?.history.append(balance) }
      .cancelOnStop(self)
  }
}
