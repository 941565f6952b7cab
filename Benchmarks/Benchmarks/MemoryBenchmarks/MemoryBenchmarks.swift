import Benchmark
import BenchmarkSupport
import RIBs
import RIBsTesting

// Workload 6: bytes per attached leaf RIB (router + interactor), for 100,000 RIBs: the net bytes
// (memoryLeakedBytes, allocated minus freed) of building and attaching them, divided by 100,000.
// And the release of detached RIBs with the leak detector on, and the detector's check of them once
// their time is up.

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal, .memoryLeakedBytes], timeUnits: .nanoseconds,
    units: [.memoryLeakedBytes: .count, .mallocCountTotal: .count], maxDuration: .seconds(3),
    maxIterations: 20)

  Benchmark("memory: attach 100,000 leaf RIBs") { @MainActor benchmark async in
    let root = BenchRouter.activeRoot()
    benchmark.startMeasurement()
    for _ in 0..<100_000 { root.attachChild(BenchRouter()) }
    benchmark.stopMeasurement()
    blackHole(root)
  }
  Benchmark("memory: attach 100,000 leaf nodes (floor)") { benchmark in
    let root = FloorNode()
    root.activate()
    benchmark.startMeasurement()
    for _ in 0..<100_000 { root.attach(FloorNode()) }
    benchmark.stopMeasurement()
    blackHole(root)
  }

  // Release: one scaled iteration releases one detached leaf RIB; the leak detector is on, so each
  // release records an expectation that its interactor goes away.
  Benchmark(
    "release: detached leaf RIB, leak detector on",
    configuration: .init(metrics: [.wallClock, .mallocCountTotal], scalingFactor: .kilo)
  ) { @MainActor benchmark async in
    let detector = LeakDetector(isEnabled: true)
    var routers = LeakDetector.withInstance(detector) {
      (0..<benchmark.scaledIterations.count).map { _ in BenchRouter() }
    }
    benchmark.startMeasurement()
    routers.removeAll()
    benchmark.stopMeasurement()
    precondition(detector.status == .inProgress)
  }

  // The deferred check: one scaled iteration is the check, once the time is up, that one released
  // leaf RIB's interactor went away (nothing leaked). The clock is a manual one, advanced past the
  // deadline when the measurement starts; the detector then checks every expectation in one turn.
  Benchmark(
    "release: deferred leak check, per released RIB",
    configuration: .init(metrics: [.wallClock, .mallocCountTotal], scalingFactor: .kilo)
  ) { @MainActor benchmark async in
    let clock = ManualClock()
    let detector = LeakDetector(clock: clock, isEnabled: true)
    var routers = LeakDetector.withInstance(detector) {
      (0..<benchmark.scaledIterations.count).map { _ in BenchRouter() }
    }
    routers.removeAll()
    benchmark.startMeasurement()
    await clock.advance(by: .seconds(2))
    while detector.status == .inProgress { await Task.yield() }
    benchmark.stopMeasurement()
  }
}
