import RIBsTesting
import Testing

@MainActor
@Suite struct ManualClockTests {
  @Test func sleeperWakesWhenTimeIsAdvancedToItsDeadline() async {
    let clock = ManualClock()
    var woke = false
    let task = Task { @MainActor in
      try await clock.sleep(until: clock.now.advanced(by: .seconds(2)))
      woke = true
    }
    await clock.waitForSleepers()

    await clock.advance(by: .seconds(1))
    #expect(!woke)
    await clock.advance(by: .seconds(1))

    #expect(woke)
    #expect(clock.sleeperCount == 0)
    _ = await task.result
  }

  // A guard against the hang this test once found, not a speed target: the limit counts from
  // the start, while other suites may hold the main actor for a minute under the sanitizers.
  @Test(.timeLimit(.minutes(10)))
  func taskCancelledBeforeItSleepsThrowsAndLeavesNoSleeper() async {
    let clock = ManualClock()
    let task = Task { @MainActor in
      withUnsafeCurrentTask { $0?.cancel() }
      try await clock.sleep(until: clock.now.advanced(by: .seconds(1)))
    }

    let result = await task.result

    #expect(throws: CancellationError.self) { try result.get() }
    #expect(clock.sleeperCount == 0)
  }

  @Test func taskCancelledWhileAsleepThrowsAndLeavesNoSleeper() async {
    let clock = ManualClock()
    let task = Task { @MainActor in
      try await clock.sleep(until: clock.now.advanced(by: .seconds(1)))
    }
    await clock.waitForSleepers()

    task.cancel()
    let result = await task.result

    #expect(throws: CancellationError.self) { try result.get() }
    #expect(clock.sleeperCount == 0)
  }
}
