import RIBs
import RIBsTestFixtures
import Testing

@MainActor
@Suite struct RouterLifecycleTests {
  let log = EventLog()

  @Test func attachChildActivatesThenLoads() {
    let parent = TestRouter(name: "parent", log: log)
    let child = TestRouter(name: "child", log: log)
    var childActiveInDidLoad: Bool?
    child.onDidLoad = { [unowned child] in childActiveInDidLoad = child.interactor.isActive }

    parent.attachChild(child)

    #expect(parent.children.names == ["child"])
    #expect(log.events == ["child.didBecomeActive", "child.didLoad"])
    #expect(childActiveInDidLoad == true)
  }

  @Test func didLoadRunsOnceInARoutersLife() {
    let parent = TestRouter(name: "parent")
    let child = TestRouter(name: "child")

    parent.attachChild(child)
    parent.detachChild(child)
    parent.attachChild(child)
    child.load()

    #expect(child.didLoadCount == 1)
  }

  @Test func detachChildDeactivatesThenRemoves() {
    let parent = TestRouter(name: "parent")
    let child = TestRouter(name: "child")
    parent.attachChild(child)
    var childrenSeenInWillResign: [String] = []
    child.interactor.onWillResignActive = { [unowned parent] in
      childrenSeenInWillResign = parent.children.names
    }

    parent.detachChild(child)

    #expect(!child.interactor.isActive)
    #expect(parent.children.isEmpty)
    #expect(childrenSeenInWillResign == ["child"])
  }

  @Test func childrenKeepTheirAttachOrder() {
    let parent = TestRouter(name: "parent")
    for name in ["a", "b", "c"] { parent.attachChild(TestRouter(name: name)) }
    parent.detachChild(parent.children[1])
    #expect(parent.children.names == ["a", "c"])
  }

  /// A tree of three levels: root -> (a -> (a1, a2), b).
  private func makeTree() -> (root: TestRouter, a: TestRouter, b: TestRouter) {
    let root = TestRouter(name: "root", log: log)
    let a = TestRouter(name: "a", log: log)
    let b = TestRouter(name: "b", log: log)
    root.interactor.activate()
    root.load()
    root.attachChild(a)
    a.attachChild(TestRouter(name: "a1", log: log))
    a.attachChild(TestRouter(name: "a2", log: log))
    root.attachChild(b)
    log.clear()
    return (root, a, b)
  }

  @Test func deactivatingAnInteractorDeactivatesItsSubtreeInPreOrder() {
    let (root, _, _) = makeTree()

    root.interactor.deactivate()

    #expect(
      log.events == [
        "root.willResignActive", "a.willResignActive", "a1.willResignActive",
        "a2.willResignActive", "b.willResignActive",
      ])
  }

  @Test func detachKeepsGrandchildrenAndDeactivatesThem() {
    let (root, a, _) = makeTree()

    root.detachChild(a)

    #expect(log.events == ["a.willResignActive", "a1.willResignActive", "a2.willResignActive"])
    #expect(a.children.names == ["a1", "a2"])
    #expect(a.children.allSatisfy { !$0.interactable.isActive })
  }

  @Test func reattachActivatesParentBeforeChildren() {
    let (root, a, _) = makeTree()
    root.detachChild(a)
    log.clear()

    root.attachChild(a)

    // Uber's re-attach runs the children's didBecomeActive first; this framework does not.
    #expect(log.events == ["a.didBecomeActive", "a1.didBecomeActive", "a2.didBecomeActive"])
    #expect(a.children.allSatisfy { $0.interactable.isActive })
  }

  @Test func firstAttachOfABuiltSubtreeActivatesParentBeforeChildren() {
    let parent = TestRouter(name: "parent", log: log)
    let child = TestRouter(name: "child", log: log)
    let grandchild = TestRouter(name: "grandchild", log: log)
    child.interactor.activate()
    child.attachChild(grandchild)
    child.interactor.deactivate()
    log.clear()

    parent.attachChild(child)

    #expect(log.events == ["child.didBecomeActive", "grandchild.didBecomeActive", "child.didLoad"])
  }

  @Test func reactivatingAnInteractorReactivatesItsSubtree() {
    let (root, _, _) = makeTree()
    root.interactor.deactivate()
    log.clear()

    root.interactor.activate()

    #expect(
      log.events == [
        "root.didBecomeActive", "a.didBecomeActive", "a1.didBecomeActive", "a2.didBecomeActive",
        "b.didBecomeActive",
      ])
  }

  @Test func attachChildActivatesTheChildEvenUnderAnInactiveParent() {
    // As in Uber's RIBs: router unit tests attach children to routers that were never launched.
    let parent = TestRouter(name: "parent")
    let child = TestRouter(name: "child")

    parent.attachChild(child)

    #expect(!parent.interactor.isActive)
    #expect(child.interactor.isActive)
    #expect(child.didLoadCount == 1)
  }

  // MARK: Re-entrancy

  @Test func childrenCanBeAttachedInDidLoad() {
    let parent = TestRouter(name: "parent", log: log)
    let child = TestRouter(name: "child", log: log)
    child.onDidLoad = { [unowned child, log] in
      child.attachChild(TestRouter(name: "grandchild", log: log))
    }

    parent.attachChild(child)

    #expect(child.children.names == ["grandchild"])
    #expect(
      log.events == [
        "child.didBecomeActive", "child.didLoad", "grandchild.didBecomeActive",
        "grandchild.didLoad",
      ])
  }

  @Test func childrenCanBeAttachedInDidBecomeActive() {
    let parent = TestRouter(name: "parent", log: log)
    let child = TestRouter(name: "child", log: log)
    let grandchild = TestRouter(name: "grandchild", log: log)
    child.interactor.onDidBecomeActive = { [unowned child] in
      if child.children.isEmpty { child.attachChild(grandchild) }
    }

    parent.attachChild(child)
    parent.detachChild(child)
    parent.attachChild(child)

    #expect(child.children.names == ["grandchild"])
    #expect(grandchild.interactor.isActive)
    #expect(grandchild.interactor.didBecomeActiveCount == 2)
  }

  @Test func interactorCanDeactivateItselfInDidBecomeActive() {
    let parent = TestRouter(name: "parent", log: log)
    let child = TestRouter(name: "child", log: log)
    child.interactor.onDidBecomeActive = { [unowned child] in child.interactor.deactivate() }

    parent.attachChild(child)

    #expect(!child.interactor.isActive)
    #expect(log.events == ["child.didBecomeActive", "child.willResignActive", "child.didLoad"])

    child.interactor.onDidBecomeActive = nil
    log.clear()
    parent.detachChild(child)
    parent.attachChild(child)

    #expect(child.interactor.isActive)
    #expect(log.events == ["child.didBecomeActive"])
  }

  @Test func subtreeStaysInactiveWhenItsRootDeactivatesInDidBecomeActive() {
    let (root, a, _) = makeTree()
    root.detachChild(a)
    a.interactor.onDidBecomeActive = { [unowned a] in a.interactor.deactivate() }
    log.clear()

    root.attachChild(a)

    #expect(!a.interactor.isActive)
    #expect(a.children.allSatisfy { !$0.interactable.isActive })
    #expect(log.events == ["a.didBecomeActive", "a.willResignActive"])
  }

  @Test func childCanBeDetachedInWillResignActive() {
    let (root, a, _) = makeTree()
    let a1 = a.children[0]
    a.interactor.onWillResignActive = { [unowned a] in a.detachChild(a1) }

    root.detachChild(a)

    #expect(a.children.names == ["a2"])
    #expect(!a1.interactable.isActive)
    #expect(log.events == ["a.willResignActive", "a1.willResignActive", "a2.willResignActive"])
  }

  @Test func childDetachedDuringActivationWalkStaysInactive() {
    let (root, a, _) = makeTree()
    root.detachChild(a)
    let a2 = a.children[1]
    (a.children[0] as? TestRouter)?.interactor.onDidBecomeActive = { [unowned a] in
      a.detachChild(a2)
    }

    root.attachChild(a)

    #expect(a.children.names == ["a1"])
    #expect(!a2.interactable.isActive)
  }

  @Test func interactorActivatedByApplicationCodeDuringWalkIsNotActivatedTwice() {
    let (root, a, b) = makeTree()
    root.interactor.deactivate()
    a.interactor.onDidBecomeActive = { b.interactor.activate() }
    log.clear()

    root.interactor.activate()

    #expect(
      log.events == [
        "root.didBecomeActive", "a.didBecomeActive", "b.didBecomeActive", "a1.didBecomeActive",
        "a2.didBecomeActive",
      ])
  }

  // MARK: Lifecycle stream

  @Test func lifecycleReplaysDidLoad() async {
    let router = TestRouter(name: "router")
    router.load()
    var iterator = router.lifecycle.makeAsyncIterator()
    #expect(await iterator.next() == .didLoad)
  }

  @Test func lifecycleDeliversDidLoadLaterAndFinishesOnDeinit() async {
    var router: TestRouter? = TestRouter(name: "router")
    let lifecycle = router!.lifecycle
    router!.load()
    router = nil

    var events: [RouterLifecycle] = []
    for await event in lifecycle { events.append(event) }

    #expect(events == [.didLoad])
  }
}
