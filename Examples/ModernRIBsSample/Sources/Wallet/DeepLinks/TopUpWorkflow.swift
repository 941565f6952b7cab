import Combine
import ModernRIBs

// @MainActor: an interactor implements it, and a Swift 6 app marks such protocols so (in Swift 5
// mode, as with ModernRIBs, it changes nothing). See "Migrating from ModernRIBs".
@MainActor
protocol RootActionableItem: AnyObject {
  func waitForBalance() -> AnyPublisher<(BalanceActionableItem, ()), Error>
}

@MainActor
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
