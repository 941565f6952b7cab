import Observation
import RIBsSwiftUI
import Testing

@Observable
@MainActor
final class CounterState {
  var count = 0
  var label = "count"
  var unread = 0
}

/// Lets the main actor run what a change scheduled.
@MainActor
func settle() async {
  for _ in 0..<10 { await Task.yield() }
}

@MainActor
@Suite struct ObservationRendererTests {
  let state = CounterState()

  @Test func rendersAtOnceAndAgainAfterAChangeWithTheNewValue() async {
    var drawn: [String] = []
    let renderer = ObservationRenderer { [state] in drawn.append("\(state.label) \(state.count)") }
    #expect(drawn == ["count 0"])

    state.count = 1
    await settle()

    #expect(drawn == ["count 0", "count 1"])
    #expect(renderer.renderCount == 2)
  }

  @Test func severalChangesBeforeItRunsRenderOnce() async {
    var drawn: [Int] = []
    let renderer = ObservationRenderer { [state] in drawn.append(state.count) }

    state.count = 1
    state.count = 2
    state.label = "total"
    await settle()

    #expect(drawn == [0, 2])
    #expect(renderer.renderCount == 2)
  }

  @Test func aPropertyItDidNotReadDoesNotRender() async {
    let renderer = ObservationRenderer { [state] in _ = state.count }

    state.unread = 3
    await settle()

    #expect(renderer.renderCount == 1)
  }

  @Test func whatItReadsIsTrackedAgainOnEveryRun() async {
    var drawn: [String] = []
    let renderer = ObservationRenderer { [state] in
      drawn.append(state.count == 0 ? "empty" : "\(state.count) of \(state.unread)")
    }

    state.count = 1
    await settle()
    // `unread` is read from the second run on.
    state.unread = 5
    await settle()

    #expect(drawn == ["empty", "1 of 0", "1 of 5"])
    #expect(renderer.renderCount == 3)
  }

  @Test func aStoppedOrReleasedRendererDoesNotRenderAgain() async {
    var stoppedRuns = 0
    var releasedRuns = 0
    let stopped = ObservationRenderer { [state] in
      _ = state.count
      stoppedRuns += 1
    }
    var released: ObservationRenderer? = ObservationRenderer { [state] in
      _ = state.count
      releasedRuns += 1
    }
    weak let weakReleased = released

    stopped.stop()
    released = nil
    state.count = 1
    await settle()

    #expect(stoppedRuns == 1 && releasedRuns == 1)
    #expect(weakReleased == nil)
  }
}
