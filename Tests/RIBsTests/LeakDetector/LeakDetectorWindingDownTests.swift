import Foundation
import RIBs
import RIBsTestFixtures
import RIBsTesting
import Testing

/// A detector whose expectations are due at once, so that a test can check in the same main-actor
/// turn as a release: the interleaving that made `FuzzDeepLinks` report, now and then, RIBs that
/// a cancelled workflow step still held for one more turn.
@MainActor
private final class ImmediateLeakDetector: LeakDetector {
  override func expectDeallocate(object: AnyObject, inTime time: TimeInterval)
    -> any LeakDetectionHandle
  {
    super.expectDeallocate(object: object, inTime: 0)
  }
}

@MainActor
@Suite struct LeakDetectorWindingDownTests {
  /// A RIB released while its workflow's step has not run yet.
  ///
  /// The step's task holds the interactor until it runs, cancelled, and returns. The check waits
  /// for it, then finds nothing.
  @Test func aCheckDueWhileAWorkflowStepWindsDownWaitsForIt() async {
    var reports: [RIBsDiagnostic] = []
    let detector = ImmediateLeakDetector(clock: ManualClock(), isEnabled: true) {
      reports.append($0)
    }
    weak var released: TestInteractor?
    await LeakDetector.withInstance(detector) {
      var router: TestRouter? = TestRouter(name: "root")
      router?.interactor.activate()
      released = router?.interactor
      let workflow = Workflow<TestInteractor>()
      workflow.onStep { (_: TestInteractor) -> (Void, Void) in ((), ()) }.commit()
      if let interactor = router?.interactor {
        workflow.subscribe(interactor).cancelOnDeactivate(interactor: interactor)
      }

      router = nil
      #expect(released != nil)  // the step's task still holds it
      detector.checkDueExpectations()  // in the same turn as the release

      #expect(reports.isEmpty)
      await detector.waitForDeferredCheck()
    }

    #expect(released == nil)
    #expect(reports.isEmpty)
    #expect(detector.status == .didComplete)
  }

  /// What the step holds when it has wound down is a leak, and is reported.
  @Test func whatStaysAfterTheStepWoundDownIsReported() async {
    var reports: [RIBsDiagnostic] = []
    let detector = ImmediateLeakDetector(clock: ManualClock(), isEnabled: true) {
      reports.append($0)
    }
    var kept: TestInteractor?
    await LeakDetector.withInstance(detector) {
      var router: TestRouter? = TestRouter(name: "root")
      router?.interactor.activate()
      kept = router?.interactor
      let workflow = Workflow<TestInteractor>()
      workflow.onStep { (_: TestInteractor) -> (Void, Void) in ((), ()) }.commit()
      if let interactor = router?.interactor {
        workflow.subscribe(interactor).cancelOnDeactivate(interactor: interactor)
      }

      router = nil
      detector.checkDueExpectations()
      await detector.waitForDeferredCheck()
    }

    #expect(reports.map(\.kind) == [.objectLeaked])
    #expect(reports.first?.message.contains("TestInteractor") == true)
    withExtendedLifetime(kept) {}
  }

  /// Work that does not return once cancelled holds the check back for a second at most: then
  /// what it holds is reported.
  @Test func workThatNeverWindsDownHoldsTheCheckBackForTheGraceOnly() async {
    var reports: [RIBsDiagnostic] = []
    let clock = ManualClock()
    let detector = ImmediateLeakDetector(clock: clock, isEnabled: true) { reports.append($0) }
    var release: CheckedContinuation<Void, Never>?
    let (waits, taskWaits) = AsyncStream.makeStream(of: Void.self)
    await LeakDetector.withInstance(detector) {
      var router: TestRouter? = TestRouter(name: "root")
      router?.interactor.onDidBecomeActive = { [weak router] in
        guard let interactor = router?.interactor else { return }
        // Ignores its cancellation: it returns only when the test lets it.
        interactor.task {
          await withCheckedContinuation {
            release = $0
            taskWaits.yield()
          }
          _ = interactor
        }
      }
      router?.interactor.activate()
      for await _ in waits { break }

      router = nil
      detector.checkDueExpectations()
      #expect(reports.isEmpty)

      await clock.advance(by: .milliseconds(999))
      #expect(reports.isEmpty)
      await clock.advance(by: .milliseconds(1))
      #expect(reports.map(\.kind) == [.objectLeaked])
      release?.resume()
    }
  }
}
