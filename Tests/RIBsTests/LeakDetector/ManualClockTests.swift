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

  /// `advance(by:)` returns once each sleeper it woke has run on to its next suspension, however
  /// much work that is: no count of turns stands in for it.
  @Test func advanceReturnsAfterEverySleeperItWokeHasRunOn() async {
    let clock = ManualClock()
    var finished: [Int] = []
    var tasks: [Task<Void, any Error>] = []
    for index in 0..<50 {
      tasks.append(
        Task { @MainActor in
          try await clock.sleep(until: clock.now.advanced(by: .seconds(1)))
          // Work after the wake, with no suspension: it is done when advance returns.
          var sum = 0
          for step in 0..<10_000 { sum &+= step }
          if sum > 0 { finished.append(index) }
        })
    }
    await clock.waitForSleepers(count: 50)

    await clock.advance(by: .seconds(1))

    #expect(finished.sorted() == Array(0..<50))
    for task in tasks { _ = await task.result }
  }

  @Test func aSleeperCancelledAsItIsWokenDoesNotHoldTheAdvanceUp() async {
    let clock = ManualClock()
    let task = Task { @MainActor in
      try await clock.sleep(until: clock.now.advanced(by: .seconds(1)))
    }
    await clock.waitForSleepers()

    task.cancel()
    await clock.advance(by: .seconds(1))

    #expect(clock.sleeperCount == 0)
    _ = await task.result
  }

  @Test func advancingWithNoSleeperDueReturnsAtOnce() async {
    let clock = ManualClock()
    await clock.advance(by: .seconds(5))
    #expect(clock.now.offset == .seconds(5))
  }
}
