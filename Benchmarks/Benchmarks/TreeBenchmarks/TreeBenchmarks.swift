import Benchmark
import BenchmarkSupport
import RIBs

// Workloads 1 to 3: build, attach and detach a wide tree; churn one child; re-attach deep chains.
// Each runs on the framework and on the floor in the same run, so results read as ratios.

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal], timeUnits: .nanoseconds, maxDuration: .seconds(3),
    maxIterations: 200)
  eventBenchmarks()

  // 1. tree: a root, 1,000 children, 9 grandchildren each. One scaled iteration attaches one child
  // with its 9 grandchildren: 10 RIBs.
  Benchmark("tree: build+attach 10 RIBs", configuration: .init(scalingFactor: .kilo)) {
    @MainActor benchmark async in
    let root = BenchRouter.activeRoot()
    for _ in benchmark.scaledIterations {
      let child = BenchRouter()
      root.attachChild(child)
      for _ in 0..<9 { child.attachChild(BenchRouter()) }
    }
    benchmark.stopMeasurement()
    blackHole(root)
  }
  Benchmark("tree: build+attach 10 RIBs (floor)", configuration: .init(scalingFactor: .kilo)) {
    benchmark in
    let root = FloorNode()
    root.activate()
    for _ in benchmark.scaledIterations {
      let child = FloorNode()
      root.attach(child)
      for _ in 0..<9 { child.attach(FloorNode()) }
    }
    benchmark.stopMeasurement()
    blackHole(root)
  }

  // One scaled iteration detaches one child (with its 9 grandchildren), in attach order.
  Benchmark("tree: detach 10 RIBs", configuration: .init(scalingFactor: .kilo)) {
    @MainActor benchmark async in
    let root = BenchRouter.activeRoot()
    for _ in benchmark.scaledIterations {
      let child = BenchRouter()
      root.attachChild(child)
      for _ in 0..<9 { child.attachChild(BenchRouter()) }
    }
    let children = root.children
    benchmark.startMeasurement()
    for child in children { root.detachChild(child) }
    benchmark.stopMeasurement()
    blackHole(children)
  }
  Benchmark("tree: detach 10 RIBs (floor)", configuration: .init(scalingFactor: .kilo)) {
    benchmark in
    let root = FloorNode()
    root.activate()
    for _ in benchmark.scaledIterations {
      let child = FloorNode()
      root.attach(child)
      for _ in 0..<9 { child.attach(FloorNode()) }
    }
    let children = root.children
    benchmark.startMeasurement()
    for child in children { root.detach(child) }
    benchmark.stopMeasurement()
    blackHole(children)
  }

  // 1b. wide: a parent with 100,000 children; one scaled iteration detaches one of them, picked at
  // random (the same order every run), so the cost must not depend on the child's position.
  Benchmark("wide: detach 1 of 100,000 children", configuration: .init(scalingFactor: .kilo)) {
    @MainActor benchmark async in
    let root = BenchRouter.activeRoot()
    for _ in 0..<100_000 { root.attachChild(BenchRouter()) }
    var generator = SeededGenerator(seed: 7)
    let picked = Array(
      root.children.shuffled(using: &generator).prefix(benchmark.scaledIterations.count))
    benchmark.startMeasurement()
    for child in picked { root.detachChild(child) }
    benchmark.stopMeasurement()
    blackHole(root)
  }
  Benchmark(
    "wide: detach 1 of 100,000 children (floor)", configuration: .init(scalingFactor: .kilo)
  ) {
    benchmark in
    let root = WideFloorNode()
    let children = (0..<100_000).map { _ in WideFloorNode() }
    for child in children { root.attach(child) }
    var generator = SeededGenerator(seed: 7)
    let picked = Array(
      children.shuffled(using: &generator).prefix(benchmark.scaledIterations.count))
    benchmark.startMeasurement()
    for child in picked { root.detach(child) }
    benchmark.stopMeasurement()
    blackHole(root)
  }

  // 2. churn: one scaled iteration attaches and detaches an already built child.
  Benchmark("churn: attach+detach pair", configuration: .init(scalingFactor: .kilo)) {
    @MainActor benchmark async in
    let root = BenchRouter.activeRoot()
    let child = BenchRouter()
    root.attachChild(child)
    root.detachChild(child)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      root.attachChild(child)
      root.detachChild(child)
    }
  }
  Benchmark("churn: attach+detach pair (floor)", configuration: .init(scalingFactor: .kilo)) {
    benchmark in
    let root = FloorNode()
    root.activate()
    let child = FloorNode()
    for _ in benchmark.scaledIterations {
      root.attach(child)
      root.detach(child)
    }
  }

  // 3. deep: a chain N deep under an active root; detach and re-attach its top 100 times. The
  // custom metric is the time per state change (2 x N x 100 state changes per sample).
  for depth in [250, 1_000, 4_000] {
    Benchmark(
      "deep \(depth): detach+re-attach top x100",
      configuration: .init(metrics: [.wallClock, .mallocCountTotal, .custom("ns per state change")])
    ) { @MainActor benchmark async in
      let root = BenchRouter.activeRoot()
      let top = makeChain(depth: depth)
      root.attachChild(top)
      let clock = ContinuousClock()
      benchmark.startMeasurement()
      let elapsed = clock.measure {
        for _ in 0..<100 {
          root.detachChild(top)
          root.attachChild(top)
        }
      }
      benchmark.stopMeasurement()
      benchmark.measurement(
        .custom("ns per state change"), Int(elapsed / .nanoseconds(1)) / (200 * depth))
    }
    Benchmark(
      "deep \(depth): detach+re-attach top x100 (floor)",
      configuration: .init(metrics: [.wallClock, .mallocCountTotal, .custom("ns per state change")])
    ) { benchmark in
      let root = FloorNode()
      root.activate()
      let top = FloorNode.chain(depth: depth)
      root.attach(top)
      let clock = ContinuousClock()
      benchmark.startMeasurement()
      let elapsed = clock.measure {
        for _ in 0..<100 {
          root.detach(top)
          root.attach(top)
        }
      }
      benchmark.stopMeasurement()
      benchmark.measurement(
        .custom("ns per state change"), Int(elapsed / .nanoseconds(1)) / (200 * depth))
    }
  }
}

// 7. events: workloads 1 and 2 with a tree-event observer installed; compare with the same
// workloads above, which run with none.
let eventBenchmarks: @Sendable () -> Void = {
  Benchmark(
    "events: tree build+attach 10 RIBs, observed", configuration: .init(scalingFactor: .kilo)
  ) {
    @MainActor benchmark async in
    var count = 0
    let observation = RIBTreeEvents.addObserver { _ in count += 1 }
    let root = BenchRouter.activeRoot()
    for _ in benchmark.scaledIterations {
      let child = BenchRouter()
      root.attachChild(child)
      for _ in 0..<9 { child.attachChild(BenchRouter()) }
    }
    benchmark.stopMeasurement()
    observation.cancel()
    blackHole(count)
  }
  Benchmark(
    "events: churn attach+detach pair, observed", configuration: .init(scalingFactor: .kilo)
  ) {
    @MainActor benchmark async in
    var count = 0
    let root = BenchRouter.activeRoot()
    let child = BenchRouter()
    let observation = RIBTreeEvents.addObserver { _ in count += 1 }
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      root.attachChild(child)
      root.detachChild(child)
    }
    benchmark.stopMeasurement()
    observation.cancel()
    blackHole(count)
  }
}
