import RIBs
import RxSwift
import XCTest

@testable import Rides
@testable import RidesTestSupport

final class SessionInteractorTests: XCTestCase {
  private var wallet: MutableWalletStreamMock!
  private var router: SessionRoutingMock!
  private var listener: SessionListenerMock!
  private var sut: SessionInteractor!

  override func setUp() {
    super.setUp()
    wallet = MutableWalletStreamMock()
    listener = SessionListenerMock()
    sut = SessionInteractor(wallet: wallet)
    router = SessionRoutingMock(interactable: sut)
    sut.router = router
    sut.listener = listener
  }

  func test_balance_isFollowedOnlyWhileActive() {
    sut.activate()
    wallet.balanceSubject.onNext(900)
    sut.deactivate()
    wallet.balanceSubject.onNext(800)

    XCTAssertEqual(listener.balances, [1_000, 900])
    XCTAssertEqual(sut.balance, 900)
  }

  func test_confirm_paysAndRoutesAway() {
    sut.rideRequestDidConfirm(fare: 300)

    XCTAssertEqual(wallet.payments, [300])
    XCTAssertEqual(router.routeAwayCallCount, 1)
  }
}

final class RootRouterTests: XCTestCase {
  private var interactor: InteractorMock!
  private var sessionRouter: SessionRoutingMock!
  private var sessionBuilder: SessionBuildableMock!

  override func setUp() {
    super.setUp()
    interactor = InteractorMock()
    sessionRouter = SessionRoutingMock(interactable: InteractableMock())
    sessionBuilder = SessionBuildableMock(router: sessionRouter)
  }

  func test_routeToSession_attachesAndLoadsTheSession() {
    let rootInteractor = RootInteractor(presenter: RootViewController())
    let sut = RootRouter(
      interactor: rootInteractor, viewController: RootViewController(),
      sessionBuilder: sessionBuilder)

    _ = sut.routeToSession()

    XCTAssertEqual(sessionBuilder.buildCallCount, 1)
    XCTAssertEqual(sessionRouter.loadCallCount, 1)
    XCTAssertEqual(sut.children.count, 1)
  }

  func test_lifecycle_emitsDidLoad() {
    let sut = RootRouter(
      interactor: RootInteractor(presenter: RootViewController()),
      viewController: RootViewController(), sessionBuilder: sessionBuilder)
    var events: [RouterLifecycle] = []
    let disposable = sut.lifecycle.subscribe(onNext: { events.append($0) })

    sut.load()

    XCTAssertEqual(events, [.didLoad])
    disposable.dispose()
  }
}

final class RequestRideWorkflowTests: XCTestCase {
  func test_steps_waitForTheSessionToBeActive() {
    let root = RootActionableItemMock()
    let session = SessionActionableItemMock()
    let rideRequest = RideRequestActionableItemMock()
    session.rideRequest = rideRequest
    let workflow = RequestRideWorkflow(destination: "Airport")
    let disposable = workflow.subscribe(root)

    root.sessionSubject.onNext((session, ()))
    XCTAssertEqual(session.destinations, [])

    session.isActiveStreamSubject.onNext(true)
    XCTAssertEqual(session.destinations, ["Airport"])
    XCTAssertEqual(rideRequest.confirmCallCount, 1)
    disposable.dispose()
  }

  func test_deepLink_requestsAndConfirmsARideThroughTheTree() {
    let component = AppComponent(wallet: Wallet(balance: 5_000), fareService: FixedFareService())
    let (launchRouter, urlHandler) = RootBuilder(dependency: component).build()
    launchRouter.interactable.activate()
    launchRouter.load()

    urlHandler.handle(URL(string: "rides://request/Airport")!)

    var balance: Int?
    let disposable = component.wallet.balance.subscribe(onNext: { balance = $0 })
    XCTAssertEqual(balance, 5_000 - "Airport".count * 100)
    disposable.dispose()
    launchRouter.interactable.deactivate()
  }
}

final class LeakDetectorStatusTests: XCTestCase {
  func test_status_isObservedByTheApp() {
    let component = AppComponent()
    let object = NSObject()

    let handle = LeakDetector.instance.expectDeallocate(object: object, inTime: 60)
    XCTAssertEqual(component.leakStatuses.last, .InProgress)
    handle.cancel()
  }
}
