import RIBs
import RxRelay
import RxSwift

protocol FareWorking: Working {
  var fare: Observable<Int> { get }
}

/// Follows the quotes for a ride while the ride request is active.
final class FareWorker: Worker, FareWorking {
  private let fareService: FareService
  private let destination: String
  private let latest = ReplaySubject<Int>.create(bufferSize: 1)

  init(fareService: FareService, destination: String) {
    self.fareService = fareService
    self.destination = destination
    super.init()
  }

  var fare: Observable<Int> {
    latest.asObservable()
  }

  override func didStart(_ interactorScope: InteractorScope) {
    super.didStart(interactorScope)
    fareService.fares(to: destination)
      .subscribe(onNext: { [weak self] fare in self?.latest.onNext(fare) })
      .disposeOnStop(self)
  }
}
