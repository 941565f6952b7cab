import Combine
import ModernRIBs

protocol RootActionableItem: AnyObject {
  func waitForBalance() -> AnyPublisher<(BalanceActionableItem, ()), Error>
}

protocol BalanceActionableItem: AnyObject {
  func topUp(amount: Int) -> AnyPublisher<(BalanceActionableItem, Int), Error>
}

/// Opens the balance and tops it up: `wallet://topup?amount=5000`.
final class TopUpWorkflow: Workflow<RootActionableItem> {
  private(set) var newBalance: Int?

  init(amount: Int) {
    super.init()
    onStep { root in
      root.waitForBalance()
    }
    .onStep { balance, _ in
      balance.topUp(amount: amount)
    }
    .onStep { [weak self] balance, newBalance -> AnyPublisher<((), ()), Error> in
      self?.newBalance = newBalance
      return Just(((), ())).setFailureType(to: Error.self).eraseToAnyPublisher()
    }
    .commit()
  }
}
