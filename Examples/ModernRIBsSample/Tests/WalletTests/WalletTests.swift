import Combine
import ModernRIBs
import Testing

@testable import Wallet
@testable import WalletTestSupport

// Swift Testing suites are @MainActor: Swift Testing runs a suite that is not on its cooperative
// threads, and RIBs belongs to the main actor (a debug build stops at a call from elsewhere).
// XCTest runs its test methods on the main thread: WalletXCTests.swift needs nothing.

@MainActor
@Suite struct RootRouterTests {
  @Test func attachBalance_buildsAttachesAndEmbedsTheBalance() {
    let balanceRouter = ViewableRoutingMock(
      interactable: InteractableMock(), viewControllable: ViewControllableMock())
    let balanceBuilder = BalanceBuildableMock(router: balanceRouter)
    let viewController = RootViewControllableMock()
    let router = RootRouter(
      interactor: RootInteractableMock(), viewController: viewController,
      balanceBuilder: balanceBuilder)

    let actionableItem = router.attachBalance()

    #expect(balanceBuilder.buildCallCount == 1)
    #expect(router.children.count == 1)
    #expect(router.children.first === balanceRouter)
    #expect(balanceRouter.loadCallCount == 1)
    #expect(viewController.embedded.first === balanceRouter.viewControllable)
    #expect(actionableItem === balanceBuilder.actionableItem)
  }

  @Test func attachedChildMockIsActivatedWithTheRoot() {
    let childInteractor = InteractableMock()
    let balanceRouter = ViewableRoutingMock(
      interactable: childInteractor, viewControllable: ViewControllableMock())
    let router = RootRouter(
      interactor: RootInteractableMock(), viewController: RootViewControllableMock(),
      balanceBuilder: BalanceBuildableMock(router: balanceRouter))
    router.interactable.activate()

    _ = router.attachBalance()

    #expect(childInteractor.activateCallCount == 1)
    #expect(childInteractor.isActive)
  }
}

@MainActor
@Suite struct RootInteractorTests {
  private let presenter: RootPresentableMock
  private let router: RootRoutingMock
  private let interactor: RootInteractor

  init() {
    presenter = RootPresentableMock()
    interactor = RootInteractor(presenter: presenter)
    router = RootRoutingMock(interactable: interactor)
    interactor.router = router
  }

  @Test func activate_attachesTheBalance() {
    interactor.activate()

    #expect(router.attachBalanceCallCount == 1)
    #expect(presenter.listener === interactor)
  }

  @Test func topUpLink_topsUpTheAttachedBalance() {
    let balance = BalanceActionableItemMock()
    router.balance = balance
    interactor.activate()

    interactor.handle(deepLink: "wallet://topup?amount=5000")

    #expect(balance.topUpAmounts == [5000])
  }

  @Test func linkWhileInactive_isDropped() {
    let balance = BalanceActionableItemMock()
    router.balance = balance

    interactor.handle(deepLink: "wallet://topup?amount=5000")
    interactor.activate()

    // As in ModernRIBs: a workflow bound to an inactive interactor is cancelled at once.
    #expect(balance.topUpAmounts == [])
  }

  @Test func malformedLink_saysSoAndTopsUpNothing() {
    let balance = BalanceActionableItemMock()
    router.balance = balance
    interactor.activate()

    interactor.handle(deepLink: "wallet://topup?amount=lots")

    #expect(presenter.messages == ["Unknown link: wallet://topup?amount=lots"])
    #expect(balance.topUpAmounts == [])
  }
}

@MainActor
@Suite struct BalanceInteractorTests {
  @Test func activeBalanceShowsEveryBalanceAndRunsItsWorker() {
    let presenter = BalancePresentableMock()
    let repository = InMemoryBalanceRepository(balance: 100)
    let worker = WorkingMock()
    let interactor = BalanceInteractor(
      presenter: presenter, repository: repository, historyWorker: worker)

    interactor.activate()
    _ = repository.topUp(amount: 50)
    interactor.deactivate()
    _ = repository.topUp(amount: 25)

    #expect(presenter.shownBalances == [100, 150])
    #expect(worker.startCallCount == 1)
    #expect(worker.stopCallCount == 1)
  }

  @Test func historyWorkerKeepsBalancesWhileStarted() {
    let repository = InMemoryBalanceRepository(balance: 10)
    let worker = BalanceHistoryWorker(repository: repository)
    // A real interactor: the framework follows a scope's activeness when it changes it (a router
    // attaching a mock, or a real interactor's activate()), not a mock's own isActive.
    let interactor = Interactor()
    var started: [Bool] = []
    let subscription = worker.isStartedStream.sink { started.append($0) }

    worker.start(interactor)
    interactor.activate()
    _ = repository.topUp(amount: 5)
    worker.stop()
    _ = repository.topUp(amount: 5)

    #expect(worker.history == [10, 15])
    #expect(started == [false, true, false])
    subscription.cancel()
  }
}

@MainActor
@Suite struct TopUpWorkflowTests {
  @Test func workflow_topsUpWhenTheBalanceIsThere() {
    let root = RootActionableItemMock()
    let balance = BalanceActionableItemMock()
    balance.newBalance = 1000
    let workflow = TopUpWorkflow(amount: 500)

    let cancellable: Cancellable = workflow.subscribe(root)
    #expect(balance.topUpAmounts == [])
    root.balanceSubject.send((balance, ()))

    #expect(balance.topUpAmounts == [500])
    #expect(workflow.newBalance == 1500)
    cancellable.cancel()
  }

  @Test func cancelledWorkflow_topsUpNothing() {
    let root = RootActionableItemMock()
    let balance = BalanceActionableItemMock()
    let workflow = TopUpWorkflow(amount: 500)

    workflow.subscribe(root).cancel()
    root.balanceSubject.send((balance, ()))

    #expect(balance.topUpAmounts == [])
  }
}

@MainActor
@Suite struct LeakDetectorTests {
  @Test func viewableRouterWithAnInactiveInteractorExpectsItsViewToDisappear() {
    let leakDetector = LeakDetectorMock()

    LeakDetector.withInstance(leakDetector) {
      _ = BalanceRouter(
        interactor: BalanceInteractor(
          presenter: BalancePresentableMock(), repository: InMemoryBalanceRepository(),
          historyWorker: WorkingMock()),
        viewController: BalanceViewController())
    }

    #expect(leakDetector.expectViewControllerDisappearCallCount == 1)
  }
}
