import Combine
import CombineUtil

/// The wallet's balance, kept in memory; top-ups arrive as a publisher, as from a server.
public protocol BalanceRepository: AnyObject {
  var balance: ReadOnlyCurrentValuePublisher<Int> { get }
  func topUp(amount: Int) -> AnyPublisher<Int, Error>
}

public final class InMemoryBalanceRepository: BalanceRepository {
  private let balanceSubject: CurrentValuePublisher<Int>

  public init(balance: Int = 0) {
    balanceSubject = CurrentValuePublisher(balance)
  }

  public var balance: ReadOnlyCurrentValuePublisher<Int> { balanceSubject }

  public func topUp(amount: Int) -> AnyPublisher<Int, Error> {
    guard amount > 0 else {
      return Fail(error: TopUpError.notPositive(amount)).eraseToAnyPublisher()
    }
    balanceSubject.send(balanceSubject.value + amount)
    return Just(balanceSubject.value).setFailureType(to: Error.self).eraseToAnyPublisher()
  }
}

public enum TopUpError: Error, Equatable {
  case notPositive(Int)
}
