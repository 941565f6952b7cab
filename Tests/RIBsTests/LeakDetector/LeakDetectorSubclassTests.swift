import Foundation
import RIBs
import RIBsTestFixtures
import RIBsTesting
import Testing

/// Leak tests as Uber's RIBs and ModernRIBs write them: a `LeakDetector` subclass that counts the
/// framework's expectations, returning handles of its own.
@MainActor
@Suite struct LeakDetectorSubclassTests {
  // The mocks as Uber's test suite writes them (with `any`, which this package's settings ask for).
  final class LeakDetectionHandleMock: LeakDetectionHandle {
    var cancelCallCount = 0
    func cancel() {
      cancelCallCount += 1
    }
  }

  final class LeakDetectorMock: LeakDetector {
    var expectDeallocateCallCount = 0
    var expectDeallocateTimes: [TimeInterval] = []
    override func expectDeallocate(
      object: AnyObject, inTime time: TimeInterval = LeakDefaultExpectationTime.deallocation
    ) -> any LeakDetectionHandle {
      expectDeallocateCallCount += 1
      expectDeallocateTimes.append(time)
      return LeakDetectionHandleMock()
    }

    var expectViewControllerDisappearCallCount = 0
    var handles: [LeakDetectionHandleMock] = []
    override func expectViewControllerDisappear(
      viewController: any ViewControllable,
      inTime time: TimeInterval = LeakDefaultExpectationTime.viewDisappear
    ) -> any LeakDetectionHandle {
      expectViewControllerDisappearCallCount += 1
      let handle = LeakDetectionHandleMock()
      handles.append(handle)
      return handle
    }
  }

  let detector = LeakDetectorMock()

  @Test func aReleasedRouterExpectsItsInteractorToGoAway() {
    LeakDetector.withInstance(detector) {
      _ = TestRouter(name: "released")
    }

    #expect(detector.expectDeallocateCallCount == 1)
    #expect(detector.expectDeallocateTimes == [LeakDefaultExpectationTime.deallocation])
  }

  @Test func aViewableRouterWithAnInactiveInteractorExpectsItsViewToDisappearAtOnce() {
    let interactor = TestInteractor()
    let router = LeakDetector.withInstance(detector) {
      ViewableRouter(interactor: interactor, viewController: TestViewController())
    }
    router.load()
    // Already inactive: nothing more is expected.
    interactor.deactivate()

    #expect(detector.expectViewControllerDisappearCallCount == 1)
    #expect(detector.handles.map { $0.cancelCallCount } == [0])
  }

  @Test func activationWithdrawsTheExpectationAndDeactivationMakesANewOne() {
    let interactor = TestInteractor()
    let router = LeakDetector.withInstance(detector) {
      ViewableRouter(interactor: interactor, viewController: TestViewController())
    }

    interactor.activate()
    #expect(detector.handles.map { $0.cancelCallCount } == [1])
    interactor.deactivate()

    #expect(detector.expectViewControllerDisappearCallCount == 2)
    #expect(detector.handles.map { $0.cancelCallCount } == [1, 0])
    _ = router
  }

  @Test func aReleasedViewableRouterExpectsItsInteractorAndItsViewToGoAway() {
    LeakDetector.withInstance(detector) {
      _ = ViewableRouter(interactor: TestInteractor(), viewController: TestViewController())
    }

    #expect(detector.expectDeallocateCallCount == 2)
    #expect(
      detector.expectDeallocateTimes == [
        LeakDefaultExpectationTime.deallocation, LeakDefaultExpectationTime.viewDisappear,
      ])
    // The expectation that the view disappears is withdrawn: its deallocation is expected instead.
    #expect(detector.handles.map { $0.cancelCallCount } == [1])
  }

  @Test func theRecorderCountsAsTheExpectationsAreMade() async {
    let leaks = LeakRecorder()
    LeakDetector.withInstance(leaks.detector) {
      _ = ViewableRouter(interactor: TestInteractor(), viewController: TestViewController())
    }

    #expect(leaks.expectDeallocateCallCount == 2)
    #expect(leaks.expectViewControllerDisappearCallCount == 1)
    #expect(leaks.expectationCount == 3)
    await leaks.advance(bySeconds: LeakDefaultExpectationTime.viewDisappear)
    #expect(leaks.leaks.isEmpty)
  }

  /// The leak checker found the detector's timer, armed inside `withInstance` on a clock nobody
  /// advanced, keeping the detector (its task-local instance) and itself alive for good.
  @Test func aDetectorWhoseClockNeverAdvancesGoesAwayWithItsTimer() {
    weak var weakDetector: LeakDetector?
    do {
      let detector = LeakDetector(clock: ManualClock(), isEnabled: true)
      weakDetector = detector
      LeakDetector.withInstance(detector) {
        _ = TestRouter(name: "released")
      }
      #expect(detector.status == .inProgress)
    }

    #expect(weakDetector == nil)
  }

  @Test func theStatusAlsoHasUbersSpelling() {
    #expect(LeakDetectionStatus.InProgress == .inProgress)
    #expect(LeakDetectionStatus.DidComplete == .didComplete)
    #expect(LeakRecorder().detector.status == .DidComplete)
  }
}
