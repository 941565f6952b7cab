import RIBs
import RIBsTestFixtures
import RIBsTesting
import Testing

@MainActor
@Suite struct RouterDeallocationTests {
  let leaks = LeakRecorder()

  @Test func detachedSubtreeIsDeallocatedWhenReleased() async {
    let parent = TestRouter(name: "parent")
    weak var weakChild: TestRouter?
    weak var weakGrandchild: TestRouter?
    weak var weakChildInteractor: TestInteractor?
    LeakDetector.withInstance(leaks.detector) {
      let child = TestRouter(name: "child")
      let grandchild = TestRouter(name: "grandchild")
      weakChild = child
      weakGrandchild = grandchild
      weakChildInteractor = child.interactor
      parent.attachChild(child)
      child.attachChild(grandchild)
      parent.detachChild(child)
    }

    #expect(weakChild == nil)
    #expect(weakGrandchild == nil)
    #expect(weakChildInteractor == nil)
    await leaks.advance(bySeconds: LeakDefaultExpectationTime.viewDisappear)
    #expect(leaks.leaks.isEmpty)
  }

  @Test func deinitDeactivatesTheInteractorAndDetachesChildren() async {
    let log = EventLog()
    let interactor: TestInteractor
    let grandchild = TestRouter(name: "grandchild", log: log)
    do {
      let router = LeakDetector.withInstance(leaks.detector) { TestRouter(name: "root", log: log) }
      interactor = router.interactor
      router.interactor.activate()
      router.attachChild(grandchild)
      log.clear()
    }

    #expect(!interactor.isActive)
    #expect(!grandchild.interactor.isActive)
    #expect(log.events == ["root.willResignActive", "grandchild.willResignActive"])
    // The released router's child is free to be attached elsewhere.
    let other = TestRouter(name: "other")
    #expect(RIBsDiagnostics.capture { other.attachChild(grandchild) }.isEmpty)
    // The test keeps the released router's interactor: a leak, as the detector says.
    await leaks.advance(bySeconds: LeakDefaultExpectationTime.deallocation)
    #expect(leaks.leaks.map(\.kind) == [.objectLeaked])
  }

  @Test func deinitExpectsTheInteractorToGoAwayAndReportsALeak() async {
    var keptInteractor: TestInteractor?
    LeakDetector.withInstance(leaks.detector) {
      let router = TestRouter(name: "leaky")
      keptInteractor = router.interactor
    }
    #expect(leaks.detector.status == .inProgress)

    await leaks.clock.advance(by: .milliseconds(999))
    #expect(leaks.leaks.isEmpty)
    await leaks.clock.advance(by: .milliseconds(1))

    #expect(leaks.leaks.map(\.kind) == [.objectLeaked])
    #expect(leaks.leaks.first?.message.contains("TestInteractor") == true)
    #expect(leaks.detector.status == .didComplete)
    _ = keptInteractor
  }

  @Test func deinitOfAViewableRouterExpectsTheViewToGoAway() async {
    var keptView: TestViewController?
    LeakDetector.withInstance(leaks.detector) {
      let view = TestViewController()
      keptView = view
      _ = ViewableRouter(interactor: TestInteractor(), viewController: view)
    }

    await leaks.clock.advance(by: .seconds(LeakDefaultExpectationTime.viewDisappear))

    #expect(leaks.leaks.map(\.kind) == [.objectLeaked])
    #expect(leaks.leaks.first?.message.contains("TestViewController") == true)
    _ = keptView
  }

  @Test func noLeakIsReportedForARIBThatGoesAway() async {
    LeakDetector.withInstance(leaks.detector) {
      let parent = TestRouter(name: "parent")
      parent.attachChild(
        ViewableRouter(interactor: TestInteractor(), viewController: TestViewController()))
    }

    await leaks.clock.advance(by: .seconds(10))

    #expect(leaks.leaks.isEmpty)
    #expect(leaks.detector.status == .didComplete)
  }

  @Test func routerReleasedOffTheMainActorIsTornDownOnIt() async {
    let log = EventLog()
    weak var weakInteractor: TestInteractor?
    var router: TestRouter? = TestRouter(name: "far", log: log)
    weakInteractor = router?.interactor
    router?.interactor.activate()
    let (resigned, resign) = AsyncStream.makeStream(of: Void.self)
    router?.interactor.onWillResignActive = { resign.yield() }
    let (release, releaseNow) = AsyncStream.makeStream(of: Void.self)
    // The detached task holds the last reference, and drops it off the main actor.
    let task = Task.detached { [router] in
      for await _ in release { break }
      _ = router
    }
    router = nil
    releaseNow.yield()
    await task.value
    // The teardown, on the main actor, resigns the interactor, then lets it go.
    for await _ in resigned { break }

    #expect(weakInteractor == nil)
    #expect(log.events == ["far.didBecomeActive", "far.willResignActive"])
  }

  @Test func chainTenThousandDeepAttachesDetachesReattachesAndIsReleased() {
    let depth = 10_000
    let root = TestRouter(name: "root")
    root.interactor.activate()
    weak var weakBottom: TestRouter?
    LeakDetector.withInstance(LeakDetector(isEnabled: false)) {
      let top = TestRouter(name: "top")
      var bottom = top
      for index in 1..<depth {
        let next = TestRouter(name: "\(index)")
        bottom.attachChild(next)
        bottom = next
      }
      weakBottom = bottom
      root.attachChild(top)
      #expect(bottom.interactor.isActive)

      root.detachChild(top)
      #expect(!bottom.interactor.isActive)
      #expect(bottom.interactor.willResignActiveCount == 1)

      root.attachChild(top)
      #expect(bottom.interactor.isActive)
      #expect(bottom.interactor.didBecomeActiveCount == 2)

      root.detachChild(top)
    }

    #expect(weakBottom == nil)
  }
}
