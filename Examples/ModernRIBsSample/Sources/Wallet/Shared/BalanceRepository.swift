import Combine

/// The wallet's balance, kept in memory; top-ups arrive as a publisher, as from a server.
public protocol BalanceRepository: AnyObject {
  var balance: AnyPublisher<Int, Never> { get }
  var currentBalance: Int { get }
  func topUp(amount: Int) -> AnyPublisher<Int, Error>
}

public final class InMemoryBalanceRepository: BalanceRepository {
  private let subject: CurrentValueSubject<Int, Never>

  public init(balance: Int = 0) {
    subject = CurrentValueSubject(balance)
  }

  public var balance: AnyPublisher<Int, Never> { subject.eraseToAnyPublisher() }
  public var currentBalance: Int { subject.value }

  public func topUp(amount: Int) -> AnyPublisher<Int, Error> {
    guard amount > 0 else {
      return Fail(error: TopUpError.notPositive(amount)).eraseToAnyPublisher()
    }
    subject.send(subject.value + amount)
    return Just(subject.value).setFailureType(to: Error.self).eraseToAnyPublisher()
  }
}

public enum TopUpError: Error, Equatable {
  case notPositive(Int)
}
