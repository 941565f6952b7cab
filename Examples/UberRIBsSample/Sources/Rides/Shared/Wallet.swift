import RxRelay
import RxSwift

/// The rider's balance, handed down the tree as a stream.
public protocol WalletStream: AnyObject {
  var balance: Observable<Int> { get }
}

/// The mutable side of the wallet, which only the root owns.
public protocol MutableWalletStream: WalletStream {
  func pay(_ amount: Int)
}

public final class Wallet: MutableWalletStream {
  private let relay: BehaviorRelay<Int>

  public init(balance: Int) {
    relay = BehaviorRelay(value: balance)
  }

  public var balance: Observable<Int> {
    relay.asObservable()
  }

  public func pay(_ amount: Int) {
    relay.accept(relay.value - amount)
  }
}
