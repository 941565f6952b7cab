import RIBs
import RxSwift

/// The root of the dependency tree.
public final class AppComponent: Component<EmptyDependency>, RootDependency {
  public let wallet: MutableWalletStream
  public let fareService: FareService
  /// The leak detector's statuses, as a debug overlay would show them.
  public private(set) var leakStatuses: [LeakDetectionStatus] = []
  private let disposeBag = DisposeBag()

  public init(
    wallet: MutableWalletStream = Wallet(balance: 5_000),
    fareService: FareService = FixedFareService()
  ) {
    self.wallet = wallet
    self.fareService = fareService
    super.init(dependency: EmptyComponent())
    LeakDetector.instance.status
      .subscribe(onNext: { [weak self] status in self?.leakStatuses.append(status) })
      .disposed(by: disposeBag)
  }
}
