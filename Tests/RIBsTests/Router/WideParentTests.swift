import RIBs
import RIBsTestFixtures
import RIBsTesting
import Testing

/// A parent with many children: any child detaches in constant time (amortised) and the others keep
/// their attach order, whatever the order of the detaches and whatever is read in between.
@MainActor
@Suite struct WideParentTests {
  let parent = TestRouter(name: "parent")

  init() {
    parent.interactor.activate()
  }

  private func attachChildren(_ count: Int) -> [TestRouter] {
    (0..<count).map { index in
      let child = TestRouter(name: "\(index)")
      parent.attachChild(child)
      return child
    }
  }

  @Test func detachesInAnyOrderKeepTheOthersInAttachOrder() {
    LeakDetector.withInstance(LeakDetector(isEnabled: false)) {
      let children = attachChildren(1_000)
      var generator = SeededGenerator(seed: 42)
      var remaining = children
      for (step, child) in children.shuffled(using: &generator).enumerated() {
        parent.detachChild(child)
        remaining.removeAll { $0 === child }
        #expect(!child.interactor.isActive)
        if step % 37 == 0 {
          #expect(parent.children.names == remaining.map(\.name))
        }
      }
      #expect(parent.children.isEmpty)
      #expect(children.allSatisfy { !$0.interactor.isActive })
    }
  }

  @Test func aDetachedChildCanBeAttachedAgainHereOrElsewhere() {
    LeakDetector.withInstance(LeakDetector(isEnabled: false)) {
      let children = attachChildren(40)
      for child in children[5..<30] { parent.detachChild(child) }
      let other = TestRouter(name: "other")
      other.interactor.activate()

      parent.attachChild(children[10])
      other.attachChild(children[20])
      parent.detachChild(children[35])

      let expected =
        (0..<5).map(String.init) + (30..<35).map(String.init)
        + (36..<40).map(String.init) + ["10"]
      #expect(parent.children.names == expected)
      #expect(other.children.names == ["20"])
      #expect(children[10].interactor.isActive && children[20].interactor.isActive)
      // Attached where it is now, not where it was.
      let misuse = RIBsDiagnostics.capture { parent.detachChild(children[20]) }
      #expect(misuse.map(\.kind) == [.detachedRouterIsNotAChild])
    }
  }

  @Test func childrenNotBuiltOnRouterMixWithTheOthers() {
    LeakDetector.withInstance(LeakDetector(isEnabled: false)) {
      let children = attachChildren(20)
      let mock = RoutingMock(interactable: InteractableMock())
      parent.attachChild(mock)
      let later = TestRouter(name: "later")
      parent.attachChild(later)

      for child in children[0..<15] { parent.detachChild(child) }
      let twice = RIBsDiagnostics.capture { parent.attachChild(mock) }
      parent.detachChild(mock)
      let gone = RIBsDiagnostics.capture { parent.detachChild(mock) }

      #expect(twice.map(\.kind) == [.childAlreadyAttached])
      #expect(gone.map(\.kind) == [.detachedRouterIsNotAChild])
      #expect(parent.children.names == (15..<20).map(String.init) + ["later"])
      #expect(!mock.interactable.isActive)
    }
  }

  @Test func readingChildrenBetweenDetachesSeesEachState() {
    LeakDetector.withInstance(LeakDetector(isEnabled: false)) {
      let children = attachChildren(30)
      var remaining = children.map(\.name)
      // The last, a middle one and the first, read after each.
      for index in [29, 14, 0, 28, 1, 13, 15, 27] {
        parent.detachChild(children[index])
        remaining.removeAll { $0 == "\(index)" }
        #expect(parent.children.names == remaining)
      }
      let late = TestRouter(name: "late")
      parent.attachChild(late)
      #expect(parent.children.names == remaining + ["late"])
    }
  }

  @Test func aChildThatDetachesItsSiblingsWhileItResignsIsStillRemoved() {
    LeakDetector.withInstance(LeakDetector(isEnabled: false)) {
      let children = attachChildren(40)
      // Enough siblings leave meanwhile for the parent to compact its children under the detach.
      children[30].interactor.onWillResignActive = {
        for sibling in children[0..<30] { parent.detachChild(sibling) }
      }

      parent.detachChild(children[30])
      // The handler holds the children, its own interactor's router among them.
      children[30].interactor.onWillResignActive = nil

      #expect(parent.children.names == (31..<40).map(String.init))
      #expect(children[0...30].allSatisfy { !$0.interactor.isActive })
      let misuse = RIBsDiagnostics.capture { parent.detachChild(children[30]) }
      #expect(misuse.map(\.kind) == [.detachedRouterIsNotAChild])
    }
  }

  @Test func aParentReleasedWithHolesDeactivatesAndReleasesItsChildren() {
    weak var kept: TestRouter?
    weak var dropped: TestRouter?
    LeakDetector.withInstance(LeakDetector(isEnabled: false)) {
      var wide: TestRouter? = TestRouter(name: "wide")
      wide?.interactor.activate()
      var children: [TestRouter] = (0..<50).map { TestRouter(name: "\($0)") }
      for child in children { wide?.attachChild(child) }
      for child in children[0..<40] { wide?.detachChild(child) }
      kept = children[45]
      dropped = children[10]
      let survivor = children[45]
      children = []
      #expect(dropped == nil)

      wide = nil

      #expect(!survivor.interactor.isActive)
      #expect(kept != nil)
    }
    #expect(kept == nil)
  }
}
