import RIBs
import RIBsTestFixtures
import RIBsTesting
import Testing

/// Misuse that used to corrupt memory or the stack, now refused and reported.
///
/// Run under
/// AddressSanitizer in CI, and in a release build.
@MainActor
@Suite struct RouterSafetyTests {
  // MARK: One interactor, two routers

  @Test func secondRouterForAnInteractorIsReportedAndNothingDangles() {
    let parent = TestRouter(name: "parent")
    let interactor = TestInteractor(name: "shared")
    let first = Router(interactor: interactor)
    var second: Router<TestInteractor>?

    let reports = RIBsDiagnostics.capture { second = Router(interactor: interactor) }
    parent.attachChild(first)
    // The sequence that read freed memory: the parent kept the second router's node for the first.
    second = nil
    parent.detachChild(first)
    parent.attachChild(first)
    parent.interactor.activate()
    parent.interactor.deactivate()
    parent.detachChild(first)

    #expect(reports.map(\.kind) == [.interactorHasAnotherRouter])
    #expect(reports.first?.message.contains("already belongs to another router") == true)
    #expect(parent.children.isEmpty)
    #expect(!interactor.isActive)
    _ = second
  }

  @Test func routerThatDoesNotOwnItsInteractorLeavesItAloneWhenReleased() {
    let owner = TestRouter(name: "owner")
    let parent = TestRouter(name: "parent")
    parent.attachChild(owner)
    RIBsDiagnostics.capture {
      _ = Router(interactor: owner.interactor)
    }

    #expect(owner.interactor.isActive)
    #expect(parent.children.names == ["owner"])
  }

  @Test func routerThatDoesNotOwnItsInteractorFollowsItUntilReleased() {
    let owner = TestRouter(name: "owner")
    var second: Router<TestInteractor>?
    let reports = RIBsDiagnostics.capture { second = Router(interactor: owner.interactor) }
    #expect(reports.map(\.kind) == [.interactorHasAnotherRouter])
    let child = TestRouter(name: "child")
    second?.attachChild(child)

    owner.interactor.activate()
    #expect(child.interactor.isActive)
    owner.interactor.deactivate()
    #expect(!child.interactor.isActive)

    // Released, it stops following: its observation goes with it.
    second = nil
    owner.interactor.activate()
    owner.interactor.deactivate()
    #expect(!child.interactor.isActive)
  }

  @Test func interactorOfAReleasedRouterCanBeGivenToANewOne() {
    let interactor = TestInteractor()
    do { _ = Router(interactor: interactor) }

    let reports = RIBsDiagnostics.capture { _ = Router(interactor: interactor) }

    #expect(reports.isEmpty)
  }

  // MARK: Re-entrant detach

  @Test func detachingAgainFromWillResignActiveIsReportedAndChangesNothing() {
    let log = EventLog()
    let parent = TestRouter(name: "parent", log: log)
    let child = TestRouter(name: "child", log: log)
    let grandchild = TestRouter(name: "grandchild", log: log)
    parent.attachChild(child)
    child.attachChild(grandchild)
    // The common app bug: the listener detaches the child that is telling it it closes.
    child.interactor.onWillResignActive = { [unowned parent, unowned child] in
      parent.detachChild(child)
    }
    log.clear()

    let reports = RIBsDiagnostics.capture { parent.detachChild(child) }

    #expect(reports.map(\.kind) == [.deactivatedWhileResigning])
    #expect(parent.children.isEmpty)
    #expect(!child.interactor.isActive)
    #expect(!grandchild.interactor.isActive)
    #expect(log.events == ["child.willResignActive", "grandchild.willResignActive"])
  }

  @Test func deactivatingAgainFromWillResignActiveIsReportedAndChangesNothing() {
    let interactor = TestInteractor()
    interactor.onWillResignActive = { [unowned interactor] in interactor.deactivate() }
    interactor.activate()

    let reports = RIBsDiagnostics.capture { interactor.deactivate() }

    #expect(reports.map(\.kind) == [.deactivatedWhileResigning])
    #expect(interactor.willResignActiveCount == 1)
    #expect(!interactor.isActive)
    interactor.onWillResignActive = nil
  }

  @Test func detachingAChildThatResignsBecauseItsParentDoesIsAllowed() {
    let root = TestRouter(name: "root")
    let parent = TestRouter(name: "parent")
    let child = TestRouter(name: "child")
    root.attachChild(parent)
    parent.attachChild(child)
    child.interactor.onWillResignActive = { parent.detachChild(child) }

    let reports = RIBsDiagnostics.capture { root.detachChild(parent) }

    #expect(reports.isEmpty)
    #expect(parent.children.isEmpty)
    #expect(!child.interactor.isActive)
    #expect(child.interactor.willResignActiveCount == 1)
    child.interactor.onWillResignActive = nil
  }

  // MARK: Mock children take the production path

  @Test func mockChildIsActivatedOnceAndLoadedWhenAttached() {
    let parent = TestRouter(name: "parent")
    let interactor = InteractableMock()
    let child = RoutingMock(interactable: interactor)

    parent.attachChild(child)

    #expect(interactor.activateCallCount == 1)
    #expect(interactor.isActive)
    #expect(child.loadCallCount == 1)
    #expect(parent.hasChild(child))
  }

  @Test func mockChildFollowsItsParentSynchronously() {
    let parent = TestRouter(name: "parent")
    let interactor = InteractableMock()
    parent.interactor.activate()
    parent.attachChild(RoutingMock(interactable: interactor))

    parent.interactor.deactivate()
    #expect(!interactor.isActive)
    parent.interactor.activate()

    #expect(interactor.isActive)
    #expect(interactor.activateCallCount == 2)
    #expect(interactor.deactivateCallCount == 1)
  }

  @Test func childThatAlreadyReportsActiveIsNotActivatedTwiceUnderAMockParent() {
    let parentInteractor = InteractableMock()
    let parent = Router(interactor: parentInteractor)
    let childInteractor = InteractableMock()
    childInteractor.deactivateHandler = {}  // a stub that stays active
    let child = RoutingMock(interactable: childInteractor)
    parent.attachChild(child)

    parentInteractor.activate()
    parentInteractor.deactivate()
    parentInteractor.activate()

    #expect(childInteractor.isActive)
    #expect(childInteractor.activateCallCount == 1)
  }

  @Test func routerWithAMockInteractorMovesItsSubtreeWhenTheMockChanges() {
    let interactor = InteractableMock()
    let router = Router(interactor: interactor)
    let child = TestRouter(name: "child")
    interactor.isActive = true
    router.attachChild(child)

    interactor.isActive = false
    #expect(!child.interactor.isActive)
    interactor.isActive = true

    #expect(child.interactor.isActive)
    #expect(child.interactor.didBecomeActiveCount == 2)
  }

  @Test func mockChildDetachedByAnEarlierSiblingDuringAWalkIsSkipped() {
    let parent = TestRouter(name: "parent")
    let first = TestRouter(name: "first")
    let mockInteractor = InteractableMock()
    let mock = RoutingMock(interactable: mockInteractor)
    parent.interactor.activate()
    parent.attachChild(first)
    parent.attachChild(mock)
    parent.interactor.deactivate()
    first.interactor.onDidBecomeActive = { parent.detachChild(mock) }

    parent.interactor.activate()

    #expect(parent.children.names == ["first"])
    #expect(!mockInteractor.isActive)
    first.interactor.onDidBecomeActive = nil
  }

  @Test func parentReleasedByItsFirstChildDuringAWalkLeavesTheOthersToItsTeardown() {
    let log = EventLog()
    let root = TestRouter(name: "root", log: log)
    var parent: TestRouter? = TestRouter(name: "parent", log: log)
    let first = TestRouter(name: "first", log: log)
    let second = TestRouter(name: "second", log: log)
    let grandchild = TestRouter(name: "grandchild", log: log)
    parent?.attachChild(first)
    parent?.attachChild(second)
    second.attachChild(grandchild)
    root.interactor.activate()
    root.attachChild(parent!)
    root.interactor.deactivate()
    // The first child's activation detaches its parent and drops it while `second` waits in the
    // walk: the parent goes away there, and its waiting child must not be visited through it.
    first.interactor.onDidBecomeActive = { [unowned root] in
      guard !root.children.isEmpty else { return }
      root.detachChild(root.children[0])
      parent = nil
    }
    log.clear()

    root.interactor.activate()
    first.interactor.onDidBecomeActive = nil

    #expect(parent == nil)
    #expect(root.children.isEmpty)
    #expect(!second.interactor.isActive && !grandchild.interactor.isActive)
    #expect(
      log.events == [
        "root.didBecomeActive", "parent.didBecomeActive", "first.didBecomeActive",
        // `first` is in the middle of its own activation, which finishes first (see
        // detachingAChildThatResignsBecauseItsParentDoesIsAllowed).
        "parent.willResignActive",
      ])
  }

  // MARK: Release while active

  @Test func interactorReleasedWhileActiveResignsAndCancelsItsWork() async {
    let log = EventLog()
    var cleanedUp = false
    var task: Task<Void, Never>?
    var streamValues: [Bool] = []
    let stream: AsyncStream<Bool>
    do {
      let interactor = TestInteractor(name: "orphan", log: log)
      stream = interactor.isActiveStream
      interactor.activate()
      task = interactor.task { await untilCancelled() }
      Task<Void, Never> {}.cancelOnDeactivate(interactor: interactor)
      _ = interactor.addActivenessObserver { change in
        if change == .deactivated { cleanedUp = true }
      }
    }

    #expect(log.events == ["orphan.didBecomeActive", "orphan.willResignActive"])
    #expect(task?.isCancelled == true)
    #expect(cleanedUp)
    for await value in stream { streamValues.append(value) }
    #expect(streamValues == [false, true, false])
    await task?.value
  }

  @Test func interactorOfAMockRouterThatNeverDeactivatesItResignsWhenReleased() {
    let log = EventLog()
    do {
      let interactor = TestInteractor(name: "kept", log: log)
      let router = RoutingMock(interactable: interactor)
      interactor.activate()
      _ = router
    }

    #expect(log.events == ["kept.didBecomeActive", "kept.willResignActive"])
  }
}
