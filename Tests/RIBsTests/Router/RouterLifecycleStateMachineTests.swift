import Testing

@testable import RIBs

/// The node's state machine on its own: what it asks the node to do at each step.
@Suite struct RouterLifecycleStateMachineTests {
  typealias Actions = RouterLifecycleStateMachine.Actions

  @Test func theTreeCallsTheInteractorOnlyToChangeItsState() {
    var machine = RouterLifecycleStateMachine()

    let unchanged = machine.treeRequests(active: true, isActive: true)
    let activating = machine.treeRequests(active: true, isActive: false)
    // A hook asks for another change while the first is in progress: it finishes first.
    let nested = machine.treeRequests(active: false, isActive: true)
    machine.finishChange()
    let deactivating = machine.treeRequests(active: false, isActive: true)

    #expect(unchanged == .none)
    #expect(activating == .callInteractor)
    #expect(nested == .busy)
    #expect(deactivating == .callInteractor)
  }

  @Test func theTreesOwnChangeLeavesTheSubtreeToTheWalk() {
    var machine = RouterLifecycleStateMachine()
    _ = machine.treeRequests(active: true, isActive: false)

    let activated = machine.interactor(
      didChange: .activated, isActive: true, hasView: true, parentIsActive: false)
    let completed = machine.interactor(
      didChange: .activationCompleted, isActive: true, hasView: true, parentIsActive: false)

    // Attaching to an inactive parent is not a misuse: Uber's attachChild activates the child.
    #expect(activated == [.emitActivate, .cancelViewDisappearance])
    #expect(completed == [])
  }

  @Test func aChangeFromOutsideMakesTheSubtreeFollowOnceComplete() {
    let machine = RouterLifecycleStateMachine()

    #expect(
      machine.interactor(
        didChange: .activated, isActive: true, hasView: false, parentIsActive: true)
        == [.emitActivate])
    #expect(
      machine.interactor(
        didChange: .activationCompleted, isActive: true, hasView: false, parentIsActive: true)
        == [.activateDescendants])
    // didBecomeActive() deactivated it again: nothing is left to activate.
    #expect(
      machine.interactor(
        didChange: .activationCompleted, isActive: false, hasView: false, parentIsActive: true)
        == [])
    #expect(
      machine.interactor(
        didChange: .deactivated, isActive: false, hasView: true, parentIsActive: true)
        == [.emitDeactivate, .expectViewDisappearance, .deactivateDescendants])
  }

  @Test func activatingFromOutsideUnderAnInactiveParentIsReported() {
    let machine = RouterLifecycleStateMachine()

    let underInactive = machine.interactor(
      didChange: .activated, isActive: true, hasView: false, parentIsActive: false)
    let withoutParent = machine.interactor(
      didChange: .activated, isActive: true, hasView: false, parentIsActive: nil)

    #expect(underInactive.contains(.reportActivatedUnderInactiveParent))
    #expect(!withoutParent.contains(.reportActivatedUnderInactiveParent))
  }

  @Test func aRouterLoadsOnceAndIsReleasedOnce() {
    var machine = RouterLifecycleStateMachine()

    let loads = [machine.load(), machine.load()]
    let releases = [machine.release(), machine.release()]
    // Released, it neither changes nor answers its interactor.
    let request = machine.treeRequests(active: true, isActive: false)

    #expect(loads == [true, false])
    #expect(releases == [true, false])
    #expect(request == .busy)
    #expect(
      machine.interactor(didChange: .activated, isActive: true, hasView: true, parentIsActive: true)
        == [])
  }

  @Test func aReleasedRouterDoesNotLoad() {
    var machine = RouterLifecycleStateMachine()
    _ = machine.release()

    let loaded = machine.load()

    #expect(!loaded)
    #expect(!machine.isLoaded)
  }
}
