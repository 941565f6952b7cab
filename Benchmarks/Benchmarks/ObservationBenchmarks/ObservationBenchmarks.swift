import Benchmark
import BenchmarkSupport
import RIBs

// Workload 5: 1,000 synchronous observers of one interactor's activeness (workers bound to it),
// 1,000 activate/deactivate toggles. The custom metric is the time per delivered event.

@MainActor
final class CountingWorker: Worker {
  var events = 0
  override func didStart(_ interactorScope: any InteractorScope) { events += 1 }
  override func didStop() { events += 1 }
}

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal, .custom("ns per delivered event")],
    maxDuration: .seconds(3), maxIterations: 100)

  Benchmark("fan-out: 1,000 workers x 1,000 toggles") { @MainActor benchmark async in
    let interactor = BenchInteractor()
    let workers = (0..<1_000).map { _ in CountingWorker() }
    for worker in workers { worker.start(interactor) }
    let clock = ContinuousClock()
    benchmark.startMeasurement()
    let elapsed = clock.measure {
      for _ in 0..<500 {
        interactor.activate()
        interactor.deactivate()
      }
    }
    benchmark.stopMeasurement()
    precondition(workers.allSatisfy { $0.events == 1_000 })
    benchmark.measurement(.custom("ns per delivered event"), Int(elapsed / .nanoseconds(1)) / 1_000_000)
  }
  Benchmark("fan-out: 1,000 closures x 1,000 toggles (floor)") { benchmark in
    var events = 0
    let observers: [(Bool) -> Void] = (0..<1_000).map { _ in { _ in events += 1 } }
    var isActive = false
    let clock = ContinuousClock()
    benchmark.startMeasurement()
    let elapsed = clock.measure {
      for _ in 0..<1_000 {
        isActive.toggle()
        for observer in observers { observer(isActive) }
      }
    }
    benchmark.stopMeasurement()
    precondition(events == 1_000_000)
    benchmark.measurement(.custom("ns per delivered event"), Int(elapsed / .nanoseconds(1)) / 1_000_000)
  }
}
