import RIBs
import RxBlocking
import RxSwift
import RxTest
import XCTest

@testable import Rides
@testable import RidesTestSupport

// XCTest cases as an app on Uber's RIBs writes them: nonisolated classes whose synchronous test
// methods call the framework, set up in setUp(). XCTest runs them on the main thread.

final class RideRequestInteractorTests: XCTestCase {
  private var presenter: RideRequestPresentableMock!
  private var wallet: MutableWalletStreamMock!
  private var fareWorker: FareWorkingMock!
  private var listener: RideRequestListenerMock!
  private var sut: RideRequestInteractor!

  override func setUp() {
    super.setUp()
    presenter = RideRequestPresentableMock()
    wallet = MutableWalletStreamMock()
    fareWorker = FareWorkingMock()
    listener = RideRequestListenerMock()
    sut = RideRequestInteractor(presenter: presenter, wallet: wallet, fareWorker: fareWorker)
    sut.listener = listener
  }

  func test_activate_startsTheWorkerAndShowsFaresAndTheBalance() {
    sut.activate()
    fareWorker.fareSubject.onNext(1_200)
    wallet.balanceSubject.onNext(800)

    XCTAssertEqual(fareWorker.startCallCount, 1)
    XCTAssertEqual(presenter.fares, [1_200])
    XCTAssertEqual(presenter.balances, [1_000, 800])
  }

  func test_deactivate_disposesOfTheSubscriptionsAndStopsTheWorker() {
    sut.activate()
    sut.deactivate()
    fareWorker.fareSubject.onNext(1_200)
    wallet.balanceSubject.onNext(800)

    XCTAssertEqual(fareWorker.stopCallCount, 1)
    XCTAssertEqual(presenter.fares, [])
    XCTAssertEqual(presenter.balances, [1_000])
  }

  func test_confirm_tellsTheListenerTheLatestFare() {
    sut.activate()
    fareWorker.fareSubject.onNext(900)
    sut.didTapConfirm()

    XCTAssertEqual(listener.confirmedFares, [900])
  }
}

final class FareWorkerTests: XCTestCase {
  private var fareService: FareServiceMock!
  private var interactor: InteractorMock!
  private var sut: FareWorker!

  override func setUp() {
    super.setUp()
    fareService = FareServiceMock()
    interactor = InteractorMock()
    sut = FareWorker(fareService: fareService, destination: "Airport")
  }

  /// Uber's own worker test: the worker follows the mock's subject, whoever changes it.
  func test_didStart_followsTheBoundInteractor() {
    sut.start(interactor)
    XCTAssertFalse(fareService.faresSubject.hasObservers)

    interactor.activate()
    XCTAssertTrue(fareService.faresSubject.hasObservers)
    XCTAssertEqual(fareService.faresCallCount, 1)

    interactor.deactivate()
    XCTAssertFalse(fareService.faresSubject.hasObservers)

    interactor.activate()
    XCTAssertEqual(fareService.faresCallCount, 2)
  }

  func test_fares_areReplayedToLateSubscribers() throws {
    interactor.activate()
    sut.start(interactor)
    fareService.faresSubject.onNext(700)

    XCTAssertEqual(try sut.fare.take(1).toBlocking().first(), 700)
  }

  func test_isStartedStream_followsStartAndStop() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.createObserver(Bool.self)
    let subscription = sut.isStartedStream.subscribe(observer)

    sut.start(interactor)
    sut.stop()

    XCTAssertEqual(observer.events, [.next(0, false), .next(0, true), .next(0, false)])
    subscription.dispose()
  }
}
