#if RxSwift
  import Foundation
  @testable import RIBsRx
  import RxSwift
  import RxTest
  import Testing

  /// Uber's `Executor`: work after a delay that leaves out long frames (a breakpoint).
  @MainActor
  @Suite struct ExecutorTests {
    /// A virtual clock in milliseconds, with pauses a test adds, as a breakpoint would.
    @MainActor
    final class PausingClock {
      let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
      var paused: TimeInterval = 0
      /// How many times the logic ran.
      var runs = 0

      var now: TimeInterval { TimeInterval(scheduler.clock) / 1000 + paused }

      /// Runs `execute(withDelay:)` with a 95 ms delay and 33 ms frames on this clock.
      func execute() {
        Executor.execute(
          withDelay: 0.095, maxFrameDuration: 33, scheduler: scheduler, now: { self.now },
          logic: { self.runs += 1 })
      }
    }

    // The clock is sampled every 11 ms (a third of the 33 ms frame), from the first millisecond
    // of the test scheduler: at 1, 12, 23… ms.

    @Test func theLogicRunsOnceTheDelayHasPassed() {
      let clock = PausingClock()
      clock.execute()

      clock.scheduler.advanceTo(90)
      #expect(clock.runs == 0)
      clock.scheduler.advanceTo(105)  // 100 ms counted at the sample at 100 ms
      #expect(clock.runs == 1)
      clock.scheduler.advanceTo(10_000)
      #expect(clock.runs == 1)
    }

    @Test func aLongFrameCountsAsOneFrame() {
      let clock = PausingClock()
      clock.execute()

      clock.scheduler.advanceTo(20)
      clock.paused = 60  // a minute at a breakpoint before the sample at 23 ms: it counts 33 ms
      clock.scheduler.advanceTo(30)
      #expect(clock.runs == 0)
      // 22 ms more than the samples' 11: over 95 ms at the sample at 78 ms.
      clock.scheduler.advanceTo(70)
      #expect(clock.runs == 0)
      clock.scheduler.advanceTo(85)
      #expect(clock.runs == 1)
    }

    @Test func onTheMainSchedulerTheLogicRunsOnTheMainActor() async {
      await withCheckedContinuation { (ran: CheckedContinuation<Void, Never>) in
        Executor.execute(withDelay: 0.01) {
          MainActor.assertIsolated()
          ran.resume()
        }
      }
    }
  }
#endif
