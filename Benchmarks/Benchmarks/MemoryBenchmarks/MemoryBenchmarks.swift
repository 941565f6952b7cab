import Benchmark
import BenchmarkSupport
import RIBs

// Workload 6: bytes per attached leaf RIB (router + interactor), for 100,000 RIBs: the net bytes
// (memoryLeakedBytes, allocated minus freed) of building and attaching them, divided by 100,000.
// And the release of detached RIBs with the leak detector on.

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal, .memoryLeakedBytes], maxDuration: .seconds(3),
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
}
