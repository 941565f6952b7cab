import RIBs
import RIBsCombine
import RIBsTesting
import Testing

@testable import MiniSuperAppKit

@MainActor
@Suite struct SuperPayDashboardInteractorTests {
  final class Dependency: SuperPayDashboardInteractorDependency {
    let balanceStream = CurrentValuePublisher<Int>(1_000)
    var balance: ReadOnlyCurrentValuePublisher<Int> { balanceStream }
  }

  let dependency = Dependency()
  let presenter = SuperPayDashboardPresentableMock()
  let listener = SuperPayDashboardListenerMock()
  let interactor: SuperPayDashboardInteractor

  init() {
    interactor = SuperPayDashboardInteractor(presenter: presenter, dependency: dependency)
    interactor.listener = listener
  }

  @Test func showsTheBalanceAndEveryChangeWhileActive() {
    interactor.activate()
    dependency.balanceStream.send(21_500)
    #expect(presenter.balances == ["1,000 won", "21,500 won"])
    // Here, not when the suite goes: that happens off the main actor (see ScopedActivation).
    interactor.deactivate()
  }

  @Test func theInspectorIsToldTheBalance() {
    dependency.balanceStream.send(21_500)
    #expect(interactor.labelledValues == [RIBLabelledValue("balance", "21,500 won")])
  }

  @Test func stopsFollowingTheBalanceWhenDeactivated() {
    interactor.activate()
    interactor.deactivate()
    dependency.balanceStream.send(5)
    #expect(presenter.balances == ["1,000 won"])
  }

  @Test func showsTheCurrentBalanceAgainWhenReactivated() {
    interactor.activate()
    interactor.deactivate()
    dependency.balanceStream.send(3_000)
    interactor.activate()
    #expect(presenter.balances == ["1,000 won", "3,000 won"])
    interactor.deactivate()
  }

  @Test func topUpGoesToTheParent() {
    #expect(presenter.listener === interactor)
    interactor.topupButtonDidTap()
    #expect(listener.didTapTopupCallCount == 1)
  }
}
