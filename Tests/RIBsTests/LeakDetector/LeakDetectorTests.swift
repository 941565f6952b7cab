import RIBs
import RIBsTestFixtures
import RIBsTesting
import Testing

@MainActor
@Suite struct LeakDetectorTests {
  let leaks = LeakRecorder()

  @Test func objectThatGoesAwayInTimeIsNotReported() async {
    var object: TestInteractor? = TestInteractor()
    leaks.detector.expectDeallocate(object: object!)
    object = nil

    await leaks.clock.advance(by: .seconds(1))

    #expect(leaks.leaks.isEmpty)
    #expect(leaks.detector.status == .didComplete)
  }

  @Test func objectThatStaysIsReportedOnceWithItsTypeName() async {
    let object = TestInteractor()
    leaks.detector.expectDeallocate(object: object, inTime: .seconds(2))

    await leaks.clock.advance(by: .seconds(1))
    #expect(leaks.leaks.isEmpty)
    await leaks.clock.advance(by: .seconds(1))
    await leaks.clock.advance(by: .seconds(5))

    #expect(leaks.leaks.count == 1)
    #expect(leaks.leaks.first?.kind == .objectLeaked)
    #expect(leaks.leaks.first?.message.contains("TestInteractor") == true)
  }

  @Test func cancelledExpectationIsNotReported() async {
    let object = TestInteractor()
    let handle = leaks.detector.expectDeallocate(object: object)

    handle.cancel()
    await leaks.clock.advance(by: .seconds(2))

    #expect(leaks.leaks.isEmpty)
    #expect(leaks.detector.status == .didComplete)
  }

  @Test func earlierDeadlineAddedLaterIsCheckedOnTime() async {
    let slow = TestViewController()
    slow.isOnScreen = true
    let fast = TestInteractor()
    leaks.detector.expectViewControllerDisappear(viewController: slow)
    leaks.detector.expectDeallocate(object: fast)

    await leaks.clock.advance(by: .seconds(1))
    #expect(leaks.leaks.map(\.kind) == [.objectLeaked])
    await leaks.clock.advance(by: .seconds(4))
    #expect(leaks.leaks.map(\.kind) == [.objectLeaked, .viewControllerDidNotDisappear])
  }

  @Test func expectationAddedByALeakReportIsCheckedInItsTurn() async {
    let clock = ManualClock()
    var reports: [String] = []
    let first = TestInteractor(name: "first")
    let second = TestInteractor(name: "second")
    var detector: LeakDetector?
    detector = LeakDetector(clock: clock, isEnabled: true) { diagnostic in
      reports.append(diagnostic.message)
      // Application code that reacts to a leak by expecting another object to go away.
      if reports.count == 1 { detector?.expectDeallocate(object: second, inTime: .seconds(2)) }
    }
    detector?.expectDeallocate(object: first)
    let kept = TestInteractor(name: "kept")
    detector?.expectDeallocate(object: kept, inTime: .seconds(3))

    await clock.advance(by: .seconds(1))
    #expect(reports.count == 1)
    await clock.advance(by: .seconds(1))
    #expect(reports.count == 1)
    await clock.advance(by: .seconds(1))
    // At 3 s: the second (expected at 1 s for 2 s) and the kept one (3 s), in the order added.
    #expect(reports.count == 3)
    #expect(detector?.status == .didComplete)
    detector = nil  // its reporter keeps it through this variable
  }

  @Test func expectationCancelledByALeakReportIsNotReported() async {
    let clock = ManualClock()
    var reports: [String] = []
    let first = TestInteractor(name: "first")
    let second = TestInteractor(name: "second")
    let third = TestInteractor(name: "third")
    final class Handles { var all: [any LeakDetectionHandle] = [] }
    let handles = Handles()
    var detector: LeakDetector?
    detector = LeakDetector(clock: clock, isEnabled: true) { diagnostic in
      reports.append(diagnostic.message)
      // Application code that reacts to the first leak by withdrawing the others: one due in the
      // same check, one due later.
      for handle in handles.all { handle.cancel() }
    }
    detector?.expectDeallocate(object: first)
    handles.all.append(detector!.expectDeallocate(object: second))
    handles.all.append(detector!.expectDeallocate(object: third, inTime: .seconds(2)))

    await clock.advance(by: .seconds(1))
    await clock.advance(by: .seconds(1))

    #expect(reports.count == 1)
    #expect(detector?.status == .didComplete)
    // Its reporter keeps it through this variable and the handles.
    detector = nil
    handles.all = []
  }

  @Test func expectationsKeepTheirOrderAndHandlesWhenTheQueueGrowsPastItsEnd() async {
    final class CheckedView: ViewControllable {
      let number: Int
      let onCheck: (Int) -> Void
      init(_ number: Int, onCheck: @escaping (Int) -> Void) {
        self.number = number
        self.onCheck = onCheck
      }
      var isOnScreen: Bool {
        onCheck(number)
        return false
      }
    }
    var checked: [Int] = []
    // Twelve expectations come due, so the queue's next ones start twelve places into its storage.
    for _ in 0..<12 {
      leaks.detector.expectViewControllerDisappear(
        viewController: CheckedView(-1) { _ in }, inTime: .seconds(1))
    }
    await leaks.clock.advance(by: .seconds(1))
    // Twenty more: they run past the end of the storage, wrap around to its front, and make it grow.
    let views = (0..<20).map { CheckedView($0) { checked.append($0) } }
    let handles = views.map {
      leaks.detector.expectViewControllerDisappear(viewController: $0, inTime: .seconds(1))
    }
    handles[2].cancel()  // made before the growth, where it was
    handles[6].cancel()  // made before the growth, moved by it
    handles[17].cancel()  // made after it

    await leaks.clock.advance(by: .seconds(1))

    #expect(checked == (0..<20).filter { ![2, 6, 17].contains($0) })
    #expect(leaks.detector.status == .didComplete)
  }

  @Test func detectorOnTheContinuousClockReportsWhenTheTimeIsUp() async {
    var reports: [RIBsDiagnostic] = []
    let detector = LeakDetector(isEnabled: true) { reports.append($0) }
    let kept = TestInteractor(name: "kept")
    var released: TestInteractor? = TestInteractor(name: "released")
    detector.expectDeallocate(object: kept, inTime: .milliseconds(20))
    detector.expectDeallocate(object: released!, inTime: .milliseconds(10))
    released = nil

    // The detector's own timer ends the wait; nothing here sleeps.
    for await status in detector.statusStream where status == .didComplete { break }

    #expect(reports.map(\.kind) == [.objectLeaked])
    #expect(reports.first?.message.contains("TestInteractor") == true)
    _ = kept
  }

  @Test func viewThatLeftTheScreenIsNotReported() async {
    let view = TestViewController()
    view.isOnScreen = true
    leaks.detector.expectViewControllerDisappear(viewController: view)

    view.isOnScreen = false
    await leaks.clock.advance(by: .seconds(5))

    #expect(leaks.leaks.isEmpty)
  }

  @Test func deactivatedViewableRIBWhoseViewStaysOnScreenIsReported() async {
    let view = TestViewController()
    view.isOnScreen = true
    let parent = TestRouter(name: "parent")
    var child: ViewableRouter<TestInteractor, TestViewController>? = LeakDetector.withInstance(
      leaks.detector
    ) {
      ViewableRouter(interactor: TestInteractor(), viewController: view)
    }
    parent.attachChild(child!)

    parent.detachChild(child!)
    await leaks.clock.advance(by: .seconds(5))

    #expect(leaks.leaks.map(\.kind) == [.viewControllerDidNotDisappear])
    #expect(leaks.leaks.first?.message.contains("TestViewController") == true)
    child = nil
    view.isOnScreen = false
    await leaks.clock.advance(by: .seconds(5))
    #expect(leaks.leaks.count == 2)  // the view this test keeps, once its RIB is released
  }

  @Test func reattachedViewableRIBIsNotReported() async {
    let view = TestViewController()
    view.isOnScreen = true
    let parent = TestRouter(name: "parent")
    let child = LeakDetector.withInstance(leaks.detector) {
      ViewableRouter(interactor: TestInteractor(), viewController: view)
    }
    parent.attachChild(child)
    parent.detachChild(child)

    parent.attachChild(child)
    await leaks.clock.advance(by: .seconds(5))

    #expect(leaks.leaks.isEmpty)
  }

  @Test func statusStreamReportsProgressAndCompletion() async {
    var iterator = leaks.detector.statusStream.makeAsyncIterator()
    #expect(await iterator.next() == .didComplete)

    var object: TestInteractor? = TestInteractor()
    leaks.detector.expectDeallocate(object: object!)
    #expect(await iterator.next() == .inProgress)
    object = nil
    await leaks.clock.advance(by: .seconds(1))
    #expect(await iterator.next() == .didComplete)
  }

  @Test func disabledDetectorRecordsNothing() async {
    let detector = LeakDetector(clock: leaks.clock, isEnabled: false) { _ in
      Issue.record("A disabled detector reported a leak.")
    }
    let object = TestInteractor()

    detector.expectDeallocate(object: object)
    await leaks.clock.advance(by: .seconds(2))

    #expect(detector.status == .didComplete)
    #expect(leaks.clock.sleeperCount == 0)
  }

  @Test func withoutAReporterLeaksGoToDiagnostics() async {
    let detector = LeakDetector(clock: leaks.clock, isEnabled: true)
    let object = TestInteractor()

    let reports = await RIBsDiagnostics.capture {
      detector.expectDeallocate(object: object)
      await leaks.clock.advance(by: .seconds(1))
    }

    #expect(reports.map(\.kind) == [.objectLeaked])
  }
}
