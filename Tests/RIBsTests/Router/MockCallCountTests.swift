import RIBs
import RIBsTestFixtures
import RIBsTesting
import Testing

/// The mock Uber's RIBs tests and apps write: it counts its calls and never says it is active.
@MainActor
private final class CountingInteractableMock: Interactable {
  let isActive = false
  var activateCallCount = 0
  var deactivateCallCount = 0

  func activate() { activateCallCount += 1 }
  func deactivate() { deactivateCallCount += 1 }
}

/// What a router calls on a child's interactable that is not an `Interactor`, as router tests
/// written with counting mocks count it: `activate()` on each attach, `deactivate()` on each detach
/// and when the router goes, whatever the mock says its state is.
@MainActor
@Suite struct MockCallCountTests {
  @Test func attachingActivatesAndDetachingDeactivatesOnce() {
    let parent = TestRouter(name: "parent")
    parent.interactor.activate()
    let mock = CountingInteractableMock()
    let child = Router(interactor: mock)

    parent.attachChild(child)
    #expect(mock.activateCallCount == 1)
    #expect(mock.deactivateCallCount == 0)

    parent.detachChild(child)
    #expect(mock.activateCallCount == 1)
    #expect(mock.deactivateCallCount == 1)
  }

  @Test func eachAttachAndDetachIsCounted() {
    let parent = TestRouter(name: "parent")
    parent.interactor.activate()
    let mock = CountingInteractableMock()
    let child = Router(interactor: mock)

    parent.attachChild(child)
    parent.detachChild(child)
    parent.attachChild(child)
    parent.detachChild(child)

    #expect(mock.activateCallCount == 2)
    #expect(mock.deactivateCallCount == 2)
  }

  @Test func aMockThatSaysItIsActiveIsStillActivatedOnAttach() {
    let parent = TestRouter(name: "parent")
    parent.interactor.activate()
    let mock = InteractableMock()
    mock.isActive = true
    let child = Router(interactor: mock)

    parent.attachChild(child)

    #expect(mock.activateCallCount == 1)
  }

  @Test func aRouterThatGoesDeactivatesItsMockOnce() {
    let mock = CountingInteractableMock()
    var router: Router<CountingInteractableMock>? = Router(interactor: mock)
    router?.load()

    router = nil

    #expect(mock.deactivateCallCount == 1)
  }

  @Test func aParentThatGoesAndThenTheChildsRouterEachDeactivateTheMock() {
    var parent: TestRouter? = TestRouter(name: "parent")
    parent?.interactor.activate()
    let mock = CountingInteractableMock()
    parent?.attachChild(Router(interactor: mock))

    // The parent lets the child go, then the child's router, held by nobody else, goes.
    parent = nil

    #expect(mock.deactivateCallCount == 2)
  }

  @Test func aSubtreeWalkCallsOnlyWhatChanges() {
    // A parent that resigns walks its subtree: a mock that says it is inactive is left alone.
    let parent = TestRouter(name: "parent")
    parent.interactor.activate()
    let mock = CountingInteractableMock()
    parent.attachChild(Router(interactor: mock))

    parent.interactor.deactivate()

    #expect(mock.deactivateCallCount == 0)
  }

  @Test func anInteractorIsActivatedAndDeactivatedOnceAsBefore() {
    let parent = TestRouter(name: "parent")
    parent.interactor.activate()
    let child = TestRouter(name: "child")

    parent.attachChild(child)
    parent.detachChild(child)

    #expect(child.interactor.didBecomeActiveCount == 1)
    #expect(child.interactor.willResignActiveCount == 1)
  }
}
