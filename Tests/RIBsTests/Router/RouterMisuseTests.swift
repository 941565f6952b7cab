import RIBs
import RIBsTestFixtures
import Testing

@MainActor
@Suite struct RouterMisuseTests {
  @Test func attachingAChildTwiceIsReportedAndChangesNothing() {
    let parent = TestRouter(name: "parent")
    let child = TestRouter(name: "child")
    parent.attachChild(child)

    let reports = RIBsDiagnostics.capture { parent.attachChild(child) }

    #expect(reports.map(\.kind) == [.childAlreadyAttached])
    #expect(parent.children.names == ["child"])
    #expect(child.interactor.didBecomeActiveCount == 1)
  }

  @Test func attachingAChildOfAnotherRouterIsReportedAndChangesNothing() {
    let first = TestRouter(name: "first")
    let second = TestRouter(name: "second")
    let child = TestRouter(name: "child")
    first.attachChild(child)

    let reports = RIBsDiagnostics.capture { second.attachChild(child) }

    #expect(reports.map(\.kind) == [.childHasAnotherParent])
    #expect(
      reports.first?.message
        == "TestRouter was asked to attach TestRouter, which is attached to Test; detach it there "
        + "first. Nothing changed.")
    #expect(first.children.names == ["child"])
    #expect(second.children.isEmpty)
  }

  @Test func attachingItselfOrAnAncestorIsReportedAndChangesNothing() {
    let root = TestRouter(name: "root")
    let child = TestRouter(name: "child")
    let grandchild = TestRouter(name: "grandchild")
    root.attachChild(child)
    child.attachChild(grandchild)

    let reports = RIBsDiagnostics.capture {
      root.attachChild(root)
      grandchild.attachChild(root)
    }

    #expect(reports.map(\.kind) == [.attachCreatesCycle, .attachCreatesCycle])
    #expect(root.children.names == ["child"])
    #expect(grandchild.children.isEmpty)
  }

  @Test func detachingARouterThatIsNotAChildIsReportedAndChangesNothing() {
    let parent = TestRouter(name: "parent")
    let child = TestRouter(name: "child")
    let stranger = TestRouter(name: "stranger")
    parent.attachChild(child)
    let other = TestRouter(name: "other")
    other.attachChild(stranger)

    let reports = RIBsDiagnostics.capture {
      parent.detachChild(stranger)
      parent.detachChild(TestRouter(name: "never attached"))
    }

    #expect(reports.map(\.kind) == [.detachedRouterIsNotAChild, .detachedRouterIsNotAChild])
    #expect(reports.first?.message.contains("TestRouter") == true)
    #expect(parent.children.names == ["child"])
    #expect(stranger.interactor.isActive)
  }

  @Test func detachingTwiceIsReportedOnce() {
    let parent = TestRouter(name: "parent")
    let child = TestRouter(name: "child")
    parent.attachChild(child)
    parent.detachChild(child)

    let reports = RIBsDiagnostics.capture { parent.detachChild(child) }

    #expect(reports.map(\.kind) == [.detachedRouterIsNotAChild])
    #expect(child.interactor.willResignActiveCount == 1)
  }

  @Test func aDetachedChildCanBeAttachedElsewhere() {
    let first = TestRouter(name: "first")
    let second = TestRouter(name: "second")
    let child = TestRouter(name: "child")
    first.attachChild(child)
    first.detachChild(child)

    let reports = RIBsDiagnostics.capture { second.attachChild(child) }

    #expect(reports.isEmpty)
    #expect(second.children.names == ["child"])
    #expect(child.interactor.isActive)
  }

  @Test func activatingAChildWhoseParentIsInactiveIsReported() {
    let parent = TestRouter(name: "parent")
    let child = TestRouter(name: "child")
    parent.interactor.activate()
    parent.attachChild(child)
    parent.interactor.deactivate()

    let reports = RIBsDiagnostics.capture { child.interactor.activate() }

    #expect(reports.map(\.kind) == [.activatedUnderInactiveParent])
    #expect(
      reports.first?.message
        == "TestInteractor was activated while its parent Test is inactive; it is active now, but "
        + "a subtree follows its parent: activate the parent, or attach the child to an active one."
    )
    #expect(child.interactor.isActive)
    // The subtree follows its parent again at the parent's next change.
    parent.interactor.activate()
    parent.interactor.deactivate()
    #expect(!child.interactor.isActive)
  }

  @Test func activatingAChildAgainUnderAnActiveParentIsNotAMisuse() {
    let parent = TestRouter(name: "parent")
    let child = TestRouter(name: "child")
    parent.interactor.activate()
    parent.attachChild(child)
    child.interactor.deactivate()

    let reports = RIBsDiagnostics.capture { child.interactor.activate() }

    #expect(reports.isEmpty)
    #expect(child.interactor.isActive)
  }
}

/// An interactor type that is not `Interactable`, for the router's precondition.
final class NotAnInteractor: Sendable {}

@MainActor
@Suite struct RouterPreconditionTests {
  @Test func routerWithAnInteractorThatIsNotInteractableStops() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        _ = Router(interactor: NotAnInteractor())
      }
    }
  }

  @Test func viewableRouterWithAViewThatIsNotViewControllableStops() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        _ = ViewableRouter(interactor: Interactor(), viewController: NotAnInteractor())
      }
    }
  }
}
