import Combine
import ModernRIBs
import XCTest

@testable import Wallet
@testable import WalletTestSupport

// XCTest cases as a ModernRIBs app writes them: nonisolated classes whose synchronous test methods
// call the framework, set up in setUp(). XCTest runs them on the main thread.

final class BalanceInteractorXCTests: XCTestCase {
  private var presenter: BalancePresentableMock!
  private var repository: InMemoryBalanceRepository!
  private var worker: WorkingMock!
  private var sut: BalanceInteractor!

  override func setUp() {
    super.setUp()
    presenter = BalancePresentableMock()
    repository = InMemoryBalanceRepository(balance: 100)
    worker = WorkingMock()
    sut = BalanceInteractor(presenter: presenter, repository: repository, historyWorker: worker)
  }

  func test_activate_showsTheBalanceAndStartsTheWorker() {
    sut.activate()

    XCTAssertTrue(sut.isActive)
    XCTAssertEqual(presenter.shownBalances, [100])
    XCTAssertEqual(worker.startCallCount, 1)
  }

  func test_deactivate_stopsFollowingTheBalance() {
    sut.activate()
    sut.deactivate()
    _ = repository.topUp(amount: 50)

    XCTAssertFalse(sut.isActive)
    XCTAssertEqual(presenter.shownBalances, [100])
    XCTAssertEqual(worker.stopCallCount, 1)
  }
}

final class RootRouterXCTests: XCTestCase {
  private var balanceRouter: ViewableRoutingMock!
  private var sut: RootRouter!

  override func setUp() {
    super.setUp()
    balanceRouter = ViewableRoutingMock(
      interactable: InteractableMock(), viewControllable: ViewControllableMock())
    sut = RootRouter(
      interactor: RootInteractableMock(), viewController: RootViewControllableMock(),
      balanceBuilder: BalanceBuildableMock(router: balanceRouter))
  }

  func test_attachBalance_attachesOneChild() {
    _ = sut.attachBalance()

    XCTAssertEqual(sut.children.count, 1)
    XCTAssertEqual(balanceRouter.loadCallCount, 1)
  }
}

/// ModernRIBs' own worker test, on its hand-written `InteractorMock`.
final class WorkerXCTests: XCTestCase {
  private var worker: CountingWorker!
  private var interactor: InteractorMock!

  override func setUp() {
    super.setUp()
    worker = CountingWorker()
    interactor = InteractorMock()
  }

  func test_didStart_onceOnly_boundToInteractor() {
    XCTAssertEqual(worker.didStartCallCount, 0)
    XCTAssertEqual(worker.didStopCallCount, 0)

    worker.start(interactor)

    XCTAssertTrue(worker.isStarted)
    XCTAssertEqual(worker.didStartCallCount, 0)
    XCTAssertEqual(worker.didStopCallCount, 0)

    interactor.activate()

    XCTAssertTrue(worker.isStarted)
    XCTAssertEqual(worker.didStartCallCount, 1)
    XCTAssertEqual(worker.didStopCallCount, 0)

    interactor.deactivate()

    XCTAssertTrue(worker.isStarted)
    XCTAssertEqual(worker.didStartCallCount, 1)
    XCTAssertEqual(worker.didStopCallCount, 1)

    worker.start(interactor)

    XCTAssertTrue(worker.isStarted)
    XCTAssertEqual(worker.didStartCallCount, 1)
    XCTAssertEqual(worker.didStopCallCount, 1)

    interactor.activate()

    XCTAssertTrue(worker.isStarted)
    XCTAssertEqual(worker.didStartCallCount, 2)
    XCTAssertEqual(worker.didStopCallCount, 1)

    worker.stop()

    XCTAssertFalse(worker.isStarted)
    XCTAssertEqual(worker.didStartCallCount, 2)
    XCTAssertEqual(worker.didStopCallCount, 2)

    worker.stop()

    XCTAssertFalse(worker.isStarted)
    XCTAssertEqual(worker.didStartCallCount, 2)
    XCTAssertEqual(worker.didStopCallCount, 2)
  }
}

private final class CountingWorker: Worker {
  private(set) var didStartCallCount = 0
  private(set) var didStopCallCount = 0

  override func didStart(_ interactorScope: InteractorScope) {
    super.didStart(interactorScope)
    didStartCallCount += 1
  }

  override func didStop() {
    super.didStop()
    didStopCallCount += 1
  }
}
