import RIBs
import RIBsTestFixtures
import Testing

@MainActor
final class ParentRouter: Router<TestInteractor> {
  var onDidLoad: (() -> Void)?
  override func didLoad() {
    super.didLoad()
    onDidLoad?()
  }
}

@MainActor
@Suite(.serialized) struct RIBTreeEventTests {
  /// Runs `operation` while recording every tree event as "kind name(parent)".
  private func recordEvents(_ operation: () -> Void) -> [String] {
    var events: [String] = []
    let observation = RIBTreeEvents.addObserver { event in
      events.append("\(event.kind.rawValue) \(event.router.name)(\(event.parent?.name ?? "-"))")
    }
    operation()
    observation.cancel()
    return events
  }

  @Test func attachDetachAndReattachFollowTheLifecycleContract() {
    let root = ParentRouter(interactor: TestInteractor())
    root.interactor.activate()
    let child = ParentRouter(interactor: TestInteractor())
    child.onDidLoad = { [unowned child] in
      child.attachChild(SampleRootRouter(interactor: TestInteractor()))
    }

    let attach = recordEvents { root.attachChild(child) }
    let detach = recordEvents { root.detachChild(child) }
    let reattach = recordEvents { root.attachChild(child) }

    #expect(
      attach == [
        "attach Parent(Parent)", "activate Parent(Parent)", "load Parent(Parent)",
        "attach SampleRoot(Parent)", "activate SampleRoot(Parent)", "load SampleRoot(Parent)",
      ])
    #expect(
      detach == [
        "deactivate Parent(Parent)", "deactivate SampleRoot(Parent)", "detach Parent(Parent)",
      ])
    #expect(
      reattach == [
        "attach Parent(Parent)", "activate Parent(Parent)", "activate SampleRoot(Parent)",
      ])
  }

  @Test func activationIsReportedBeforeTheChildrenItsDidBecomeActiveAttaches() {
    let root = ParentRouter(interactor: TestInteractor())
    root.interactor.activate()
    let child = ParentRouter(interactor: TestInteractor())
    child.interactor.onDidBecomeActive = { [unowned child] in
      child.attachChild(SampleRootRouter(interactor: TestInteractor()))
    }

    let events = recordEvents { root.attachChild(child) }

    #expect(
      events == [
        "attach Parent(Parent)", "activate Parent(Parent)", "attach SampleRoot(Parent)",
        "activate SampleRoot(Parent)", "load SampleRoot(Parent)", "load Parent(Parent)",
      ])
  }

  @Test func eventsIdentifyTheSameRIBAcrossEvents() {
    let root = TestRouter(name: "root")
    let child = TestRouter(name: "child")
    var identities: [RIBIdentity] = []
    let observation = RIBTreeEvents.addObserver { identities.append($0.router) }
    root.attachChild(child)
    root.detachChild(child)
    observation.cancel()

    #expect(identities.count == 5)
    #expect(Set(identities).count == 1)
  }

  @Test func aRouterReleasedLeavesItsIdentityToNoOtherRouter() {
    let root = TestRouter(name: "root")
    var attached: [UInt] = []
    var addresses: Set<ObjectIdentifier> = []
    let observation = RIBTreeEvents.addObserver { event in
      if event.kind == .attach { attached.append(event.router.id) }
    }
    // Each child is released before the next is made: the allocator hands their addresses on.
    for _ in 0..<50 {
      let child = TestRouter(name: "child")
      addresses.insert(ObjectIdentifier(child))
      root.attachChild(child)
      #expect(RIBTreeSnapshot(of: root).children.map(\.id) == [child.ribIdentity.id])
      root.detachChild(child)
    }
    observation.cancel()

    #expect(attached.count == 50)
    #expect(Set(attached).count == 50, "\(addresses.count) addresses for 50 routers")
    #expect(attached == attached.sorted(), "numbered in the order they were made")
  }

  @Test func cancelledObservationReceivesNothing() {
    var count = 0
    let observation = RIBTreeEvents.addObserver { _ in count += 1 }
    observation.cancel()
    observation.cancel()

    TestRouter(name: "root").attachChild(TestRouter(name: "child"))

    #expect(count == 0)
  }

  @Test func streamDeliversEvents() async {
    let stream = RIBTreeEvents.stream()
    let root = TestRouter(name: "root")
    root.attachChild(TestRouter(name: "child"))

    var iterator = stream.makeAsyncIterator()
    let first = await iterator.next()
    let second = await iterator.next()

    #expect(first?.kind == .attach)
    #expect(second?.kind == .activate)
  }
}
