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

/// A renderer made after the one under test, reading what a change touches.
///
/// The main actor runs the renders a change schedules in the order they were scheduled, so once
/// the probe has rendered, the renderer under test has rendered too, or was never going to.
@MainActor
func probe(reading read: @escaping @MainActor () -> Void) -> ObservationRenderer {
  ObservationRenderer(render: read)
}

@MainActor
@Suite struct ObservationRendererTests {
  let state = CounterState()

  @Test func rendersAtOnceAndAgainAfterAChangeWithTheNewValue() async {
    var drawn: [String] = []
    let renderer = ObservationRenderer { [state] in drawn.append("\(state.label) \(state.count)") }
    #expect(drawn == ["count 0"])

    state.count = 1
    await renderer.waitForNextRender()

    #expect(drawn == ["count 0", "count 1"])
    #expect(renderer.renderCount == 2)
  }

  @Test func severalChangesBeforeItRunsRenderOnce() async {
    var drawn: [Int] = []
    let renderer = ObservationRenderer { [state] in drawn.append(state.count) }

    state.count = 1
    state.count = 2
    state.label = "total"
    await renderer.waitForNextRender()

    #expect(drawn == [0, 2])
    #expect(renderer.renderCount == 2)
  }

  @Test func aPropertyItDidNotReadDoesNotRender() async {
    let renderer = ObservationRenderer { [state] in _ = state.count }
    let unreadProbe = probe { [state] in _ = state.unread }

    state.unread = 3
    await unreadProbe.waitForNextRender()

    #expect(renderer.renderCount == 1)
  }

  @Test func whatItReadsIsTrackedAgainOnEveryRun() async {
    var drawn: [String] = []
    let renderer = ObservationRenderer { [state] in
      drawn.append(state.count == 0 ? "empty" : "\(state.count) of \(state.unread)")
    }

    state.count = 1
    await renderer.waitForNextRender()
    // `unread` is read from the second run on.
    state.unread = 5
    await renderer.waitForNextRender()

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
    let countProbe = probe { [state] in _ = state.count }

    stopped.stop()
    released = nil
    state.count = 1
    await stopped.waitForNextRender()
    await countProbe.waitForNextRender()

    #expect(stoppedRuns == 1 && releasedRuns == 1)
    #expect(weakReleased == nil)
  }
}

extension ObservationRendererTests {
  @Test func waitingOnAStoppedRendererReturnsAtOnce() async {
    let renderer = ObservationRenderer { [state] in _ = state.count }
    renderer.stop()

    await renderer.waitForNextRender()

    #expect(renderer.renderCount == 1)
  }
}
