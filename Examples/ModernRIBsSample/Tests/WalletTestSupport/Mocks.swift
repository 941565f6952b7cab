import Combine
import Foundation
import ModernRIBs

@testable import Wallet

// Hand-written mocks with the members ModernRIBs' mocks have, as a ModernRIBs app keeps them.

final class InteractableMock: Interactable {
  var isActive: Bool = false { didSet { isActiveSubject.send(isActive) } }
  var isActiveStream: AnyPublisher<Bool, Never> { isActiveSubject.eraseToAnyPublisher() }
  private let isActiveSubject = CurrentValueSubject<Bool, Never>(false)

  var activateCallCount = 0
  func activate() {
    activateCallCount += 1
    isActive = true
  }

  var deactivateCallCount = 0
  func deactivate() {
    deactivateCallCount += 1
    isActive = false
  }
}

/// ModernRIBs' own `InteractorMock`: its activeness is what its subject holds, and a test changes
/// it through `activate()` and `deactivate()`.
final class InteractorMock: Interactable {
  var isActive: Bool { active.value }
  var isActiveStream: AnyPublisher<Bool, Never> { active.eraseToAnyPublisher() }
  private let active = CurrentValueSubject<Bool, Never>(false)

  func activate() { active.send(true) }
  func deactivate() { active.send(false) }
}

final class RootInteractableMock: RootInteractable {
  var router: RootRouting?
  var isActive: Bool = false
  var isActiveStream: AnyPublisher<Bool, Never> { Just(isActive).eraseToAnyPublisher() }
  func activate() { isActive = true }
  func deactivate() { isActive = false }
}

class RoutingMock: Routing {
  let interactable: Interactable
  var children: [Routing] = []
  let lifecycleSubject = PassthroughSubject<RouterLifecycle, Never>()
  var lifecycle: AnyPublisher<RouterLifecycle, Never> { lifecycleSubject.eraseToAnyPublisher() }

  init(interactable: Interactable) {
    self.interactable = interactable
  }

  var loadCallCount = 0
  func load() { loadCallCount += 1 }

  var attachChildCallCount = 0
  func attachChild(_ child: Routing) {
    attachChildCallCount += 1
    children.append(child)
  }

  var detachChildCallCount = 0
  func detachChild(_ child: Routing) {
    detachChildCallCount += 1
    children.removeAll { $0 === child }
  }
}

final class ViewableRoutingMock: RoutingMock, ViewableRouting {
  let viewControllable: ViewControllable

  init(interactable: Interactable, viewControllable: ViewControllable) {
    self.viewControllable = viewControllable
    super.init(interactable: interactable)
  }
}

final class ViewControllableMock: ViewControllable {}

final class RootViewControllableMock: RootViewControllable {
  var embedded: [ViewControllable] = []
  func embed(_ viewController: ViewControllable) { embedded.append(viewController) }
}

final class RootRoutingMock: RoutingMock, RootRouting {
  let viewControllable: ViewControllable = ViewControllableMock()
  var balance: BalanceActionableItem = BalanceActionableItemMock()

  var attachBalanceCallCount = 0
  func attachBalance() -> BalanceActionableItem {
    attachBalanceCallCount += 1
    return balance
  }
}

final class RootPresentableMock: RootPresentable {
  var listener: RootPresentableListener?
  var messages: [String] = []
  func show(message: String) { messages.append(message) }
}

final class BalancePresentableMock: BalancePresentable {
  var listener: BalancePresentableListener?
  var shownBalances: [Int] = []
  func show(balance: Int) { shownBalances.append(balance) }
}

final class BalanceBuildableMock: BalanceBuildable {
  let router: ViewableRoutingMock
  let actionableItem = BalanceActionableItemMock()

  init(router: ViewableRoutingMock) {
    self.router = router
  }

  var buildCallCount = 0
  func build(withListener listener: BalanceListener) -> (
    router: ViewableRouting, actionableItem: BalanceActionableItem
  ) {
    buildCallCount += 1
    return (router, actionableItem)
  }
}

final class BalanceActionableItemMock: BalanceActionableItem {
  var topUpAmounts: [Int] = []
  var newBalance = 0
  func topUp(amount: Int) -> AnyPublisher<(BalanceActionableItem, Int), Error> {
    topUpAmounts.append(amount)
    newBalance += amount
    return Just((self as BalanceActionableItem, newBalance))
      .setFailureType(to: Error.self)
      .eraseToAnyPublisher()
  }
}

final class RootActionableItemMock: RootActionableItem {
  let balanceSubject = PassthroughSubject<(BalanceActionableItem, ()), Error>()
  func waitForBalance() -> AnyPublisher<(BalanceActionableItem, ()), Error> {
    balanceSubject.eraseToAnyPublisher()
  }
}

final class WorkingMock: Working {
  var isStarted: Bool = false { didSet { isStartedSubject.send(isStarted) } }
  var isStartedStream: AnyPublisher<Bool, Never> { isStartedSubject.eraseToAnyPublisher() }
  private let isStartedSubject = CurrentValueSubject<Bool, Never>(false)

  var startCallCount = 0
  func start(_ interactorScope: InteractorScope) {
    startCallCount += 1
    isStarted = true
  }

  var stopCallCount = 0
  func stop() {
    stopCallCount += 1
    isStarted = false
  }
}

/// Counts the expectations the framework makes, as Uber's own tests do.
final class LeakDetectorMock: LeakDetector {
  var expectDeallocateCallCount = 0
  var expectViewControllerDisappearCallCount = 0

  override func expectDeallocate(object: AnyObject, inTime time: TimeInterval)
    -> LeakDetectionHandle
  {
    expectDeallocateCallCount += 1
    return LeakDetectionHandleMock()
  }

  override func expectViewControllerDisappear(
    viewController: ViewControllable, inTime time: TimeInterval
  ) -> LeakDetectionHandle {
    expectViewControllerDisappearCallCount += 1
    return LeakDetectionHandleMock()
  }
}

final class LeakDetectionHandleMock: LeakDetectionHandle {
  var cancelCallCount = 0
  func cancel() { cancelCallCount += 1 }
}
