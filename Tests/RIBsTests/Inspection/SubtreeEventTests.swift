import RIBs
import RIBsTestFixtures
import Testing

/// Events scoped to one tree: not serialized with the other suites, because it sees only its own
/// trees' events even while other tests change theirs.
@MainActor
@Suite struct SubtreeEventTests {
  let treeA = TestRouter(name: "A")
  let treeB = TestRouter(name: "B")

  init() {
    treeA.interactor.activate()
    treeB.interactor.activate()
  }

  private func record(
    _ router: any Routing, _ operation: () -> Void
  ) -> [String] {
    var events: [String] = []
    let observation = RIBTreeEvents.addObserver(forSubtreeOf: router) { event in
      events.append("\(event.kind.rawValue) \(event.router.name)")
    }
    operation()
    observation.cancel()
    return events
  }

  @Test func anObserverOfOneTreeSeesNoneOfAnothers() {
    let childA = TestRouter(name: "childA")
    let childB = TestRouter(name: "childB")

    let events = record(treeA) {
      treeA.attachChild(childA)
      treeB.attachChild(childB)
      childB.attachChild(TestRouter(name: "grandchildB"))
    }

    #expect(events == ["attach Test", "activate Test", "load Test"])
    #expect(treeB.children.count == 1)
  }

  @Test func eventsDeepInTheTreeAndTheDetachFromItAreSeen() {
    let child = TestRouter(name: "child")
    treeA.attachChild(child)
    let grandchild = TestRouter(name: "grandchild")

    let events = record(treeA) {
      child.attachChild(grandchild)
      treeA.detachChild(child)
    }

    #expect(
      events == [
        "attach Test", "activate Test", "load Test", "deactivate Test", "deactivate Test",
        "detach Test",
      ])
  }

  @Test func aRIBDetachedFromTheTreeIsNoLongerSeen() {
    let child = TestRouter(name: "child")
    treeA.attachChild(child)
    treeA.detachChild(child)

    let events = record(treeA) {
      child.interactor.activate()
      child.attachChild(TestRouter(name: "orphan"))
    }

    #expect(events.isEmpty)
  }

  @Test func aSubtreeObserverSeesItsSubtreeOnly() {
    let left = TestRouter(name: "left")
    let right = TestRouter(name: "right")
    treeA.attachChild(left)
    treeA.attachChild(right)

    let events = record(left) {
      left.attachChild(TestRouter(name: "leftChild"))
      right.attachChild(TestRouter(name: "rightChild"))
    }

    #expect(events.count == 3)
  }

  @Test func aStreamOfTheSubtree() async {
    let stream = RIBTreeEvents.stream(forSubtreeOf: treeA)
    var iterator = stream.makeAsyncIterator()
    treeB.attachChild(TestRouter(name: "other"))
    treeA.attachChild(TestRouter(name: "mine"))

    let first = await iterator.next()

    #expect(first?.kind == .attach)
    #expect(first?.parent == treeA.ribIdentity)
  }
}
