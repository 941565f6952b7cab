import Benchmark
import BenchmarkSupport
import RIBs

// Workload 4: reads round-robin over 10 `shared { }` properties of one component
// (`BenchComponent`, shared with `InstructionCounts`).

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal], scalingFactor: .mega, maxDuration: .seconds(3))

  Benchmark("shared: read") { @MainActor benchmark async in
    let component = BenchComponent()
    for index in 0..<10 { blackHole(component.read(index)) }
    benchmark.startMeasurement()
    for iteration in benchmark.scaledIterations {
      blackHole(component.read(iteration % 10))
    }
  }
  Benchmark("shared: read (floor)") { benchmark in
    let cache = FloorCache()
    for index in 0..<10 { blackHole(cache.instance(index) { Service() }) }
    benchmark.startMeasurement()
    for iteration in benchmark.scaledIterations {
      blackHole(cache.instance(iteration % 10) { Service() })
    }
  }
}
