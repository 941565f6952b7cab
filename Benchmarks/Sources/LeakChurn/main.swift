import BenchmarkSupport
import Foundation
import RIBs

// The leak detector under churn, as an app sees it: RIBs are attached, detached and released one
// after another with the app's event loop running (a yield between RIBs, as between a user's
// inputs), on the detector's real clock, for long enough that many time limits come due during
// the run. Prints the time per RIB for each length; a detector whose cost grows with the number of
// expectations pending shows a larger time per RIB for the longer run.
//
//   LeakChurn [count ...]   (default: 16000 128000)

@MainActor
func churn(_ count: Int) async -> Duration {
  let root = BenchRouter.activeRoot()
  // The default detector, on the continuous clock, as in an app.
  let detector = LeakDetector(isEnabled: true)
  return await LeakDetector.withInstance(detector) {
    let clock = ContinuousClock()
    let start = clock.now
    for _ in 0..<count {
      let leaf = BenchRouter()
      root.attachChild(leaf)
      root.detachChild(leaf)
      await Task.yield()
    }
    return start.duration(to: clock.now)
  }
}

let counts = CommandLine.arguments.dropFirst().compactMap { Int($0) }
// A warm-up, not reported: the first RIBs pay for type metadata, the first timer and the like.
_ = await churn(4_000)
for count in counts.isEmpty ? [16_000, 128_000] : counts {
  // The median of three runs: the yields make single runs noisy on a busy machine.
  var runs: [Duration] = []
  for _ in 0..<3 { runs.append(await churn(count)) }
  let median = runs.sorted()[1]
  let microseconds = Double((median / count).components.attoseconds) / 1e12
  let seconds = Double(median.components.seconds) + Double(median.components.attoseconds) / 1e18
  print(
    "\(count) RIBs: \(String(format: "%.1f", microseconds)) µs per RIB "
      + "(median of 3 runs of \(String(format: "%.1f", seconds)) s)")
}
