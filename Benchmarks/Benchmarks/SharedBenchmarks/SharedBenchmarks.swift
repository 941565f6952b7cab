import Benchmark
import BenchmarkSupport
import RIBs

// Workload 4: reads round-robin over 10 `shared { }` properties of one component.

final class Service {}

@MainActor
final class BenchComponent: Component<any EmptyDependency> {
  var s0: Service { shared { Service() } }
  var s1: Service { shared { Service() } }
  var s2: Service { shared { Service() } }
  var s3: Service { shared { Service() } }
  var s4: Service { shared { Service() } }
  var s5: Service { shared { Service() } }
  var s6: Service { shared { Service() } }
  var s7: Service { shared { Service() } }
  var s8: Service { shared { Service() } }
  var s9: Service { shared { Service() } }

  init() {
    super.init(dependency: EmptyComponent())
  }

  func read(_ index: Int) -> Service {
    switch index {
    case 0: s0
    case 1: s1
    case 2: s2
    case 3: s3
    case 4: s4
    case 5: s5
    case 6: s6
    case 7: s7
    case 8: s8
    default: s9
    }
  }
}

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
