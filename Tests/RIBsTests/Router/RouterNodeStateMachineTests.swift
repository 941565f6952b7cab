import Testing

@testable import RIBs

/// The node's state machine on its own: what it lets the node do at each request.
@Suite struct RouterNodeStateMachineTests {
  @Test func theTreeChangesTheInteractorOnlyToChangeItsState() {
    var machine = RouterNodeStateMachine(ownsInteractable: true)

    let unchanged = machine.treeRequests(active: true, isActive: true)
    let activating = machine.treeRequests(active: true, isActive: false)
    // A walk reaches the node while it is changing (a hook started another walk): it is skipped.
    let nested = machine.treeRequests(active: false, isActive: true)
    machine.finish()
    let deactivating = machine.treeRequests(active: false, isActive: true)

    #expect(unchanged == .none)
    #expect(activating == .change)
    #expect(nested == .nested)
    #expect(deactivating == .change)
  }

  @Test func applicationCodeChangesTheInteractorWhenItRests() {
    var machine = RouterNodeStateMachine(ownsInteractable: true)

    let unchanged = machine.applicationRequests(active: false, isActive: false)
    let activating = machine.applicationRequests(active: true, isActive: false)
    // A second activate() from didBecomeActive() changes nothing.
    let again = machine.applicationRequests(active: true, isActive: true)
    machine.finish()
    let deactivating = machine.applicationRequests(active: false, isActive: true)

    #expect(unchanged == .none)
    #expect(activating == .change)
    #expect(again == .none)
    #expect(deactivating == .change)
  }

  @Test func didBecomeActiveMayDeactivateTheInteractorAtOnce() {
    var machine = RouterNodeStateMachine(ownsInteractable: true)
    _ = machine.treeRequests(active: true, isActive: false)

    // Inside the activation: the deactivation runs now...
    let inside = machine.applicationRequests(active: false, isActive: true)
    // ...and a deactivation from its willResignActive() is the nested one.
    let nestedInside = machine.applicationRequests(active: false, isActive: true)
    machine.finish()
    // Back in the activation, which finishes; then the node rests.
    let walkDuringActivation = machine.treeRequests(active: true, isActive: false)
    machine.finish()
    let afterwards = machine.treeRequests(active: true, isActive: false)

    #expect(inside == .change)
    #expect(nestedInside == .nested)
    #expect(walkDuringActivation == .nested)
    #expect(afterwards == .change)
  }

  @Test func aDeactivationOrADetachFromInsideADeactivationIsNested() {
    var machine = RouterNodeStateMachine(ownsInteractable: true)
    _ = machine.applicationRequests(active: false, isActive: true)

    let nested = machine.applicationRequests(active: false, isActive: true)
    // An activate() from willResignActive() changes nothing, and is no misuse.
    let activate = machine.applicationRequests(active: true, isActive: true)
    #expect(nested == .nested)
    #expect(activate == .none)
    #expect(!machine.isDetaching)
    machine.finish()

    _ = machine.detachRequested()
    #expect(machine.isDetaching)
    let nestedInDetach = machine.applicationRequests(active: false, isActive: true)
    #expect(nestedInDetach == .nested)
    machine.finish()
    #expect(!machine.isDetaching)
  }

  @Test func aDetachOfAnInactiveChildStillCountsAsADetach() {
    var machine = RouterNodeStateMachine(ownsInteractable: true)

    let detach = machine.detachRequested()

    #expect(detach == .change)
    #expect(machine.isDetaching)
  }

  @Test func aRouterLoadsOnceAndIsReleasedOnce() {
    var machine = RouterNodeStateMachine(ownsInteractable: true)

    let loads = [machine.load(), machine.load()]
    let releases = [machine.release(), machine.release()]
    // Released, it changes nothing more.
    let tree = machine.treeRequests(active: true, isActive: false)
    let application = machine.applicationRequests(active: false, isActive: true)

    #expect(loads == [true, false])
    #expect(releases == [true, nil])
    #expect(tree == .none)
    #expect(application == .none)
    #expect(!machine.isLoaded)
    #expect(!machine.isResting)
  }

  @Test func aRouterLoadsDuringItsActivation() {
    var machine = RouterNodeStateMachine(ownsInteractable: true)
    _ = machine.treeRequests(active: true, isActive: false)

    let first = machine.load()
    machine.finish()
    let second = machine.load()

    #expect(first)
    #expect(machine.isLoaded)
    #expect(!second)
  }

  @Test func aNodeThatDoesNotOwnItsInteractorSaysSoWhenReleased() {
    var machine = RouterNodeStateMachine(ownsInteractable: false)
    _ = machine.treeRequests(active: true, isActive: false)

    // Released in the middle of a change: the change is over with it.
    let owned = machine.release()
    let afterwards = machine.applicationRequests(active: false, isActive: true)

    #expect(owned == false)
    #expect(!machine.isResting)
    #expect(afterwards == .none)
  }
}
