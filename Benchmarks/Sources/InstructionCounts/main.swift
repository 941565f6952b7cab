import BenchmarkSupport
import Foundation
import RIBs

// The benchmark workloads as a plain synchronous program, for `valgrind --tool=callgrind`, which
// counts instructions repeatably on a busy machine (package-benchmark's async runner does not run
// under valgrind here). `Benchmarks/count-instructions` runs each workload twice, with 0 and with N
// operations, and divides the difference by N: set-up and process start cancel out.
//
//   InstructionCounts <workload> <operations>

@MainActor
final class CountingWorker: Worker {
  var events = 0
  override func didStart(_ interactorScope: any InteractorScope) { events += 1 }
  override func didStop() { events += 1 }
}

/// A clock for the deferred leak check: its time moves only when told, and its sleeps end at once,
/// so the check runs as soon as the main queue drains.
final class SteppedClock: Clock, @unchecked Sendable {
  struct Instant: InstantProtocol {
    var offset: Duration
    func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
    func duration(to other: Instant) -> Duration { other.offset - offset }
    static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }
  private let lock = NSLock()
  private var current = Instant(offset: .zero)
  var now: Instant { lock.withLock { current } }
  var minimumResolution: Duration { .zero }
  func advance(by duration: Duration) { lock.withLock { current.offset += duration } }
  func sleep(until deadline: Instant, tolerance: Duration?) async throws {}
}

/// Keeps `value` to the end of the process, which never releases it, so that a workload's count
/// does not include releasing what it built.
func keepToTheEnd(_ value: Any) {
  final class Box {
    let value: Any
    init(_ value: Any) { self.value = value }
  }
  _ = Unmanaged.passRetained(Box(value))
}

/// The process's resident memory in bytes, from `/proc/self/statm` (Linux); 0 where it is missing.
func residentBytes() -> Int {
  guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
    return 0
  }
  let fields = statm.split(separator: " ")
  guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
  return pages * 4096
}

@MainActor
func run(_ workload: String, _ count: Int) -> Int {
  switch workload {
  case "build":
    // Workload 1: one operation attaches a child with 9 grandchildren (10 RIBs).
    let root = BenchRouter.activeRoot()
    for _ in 0..<count {
      let child = BenchRouter()
      root.attachChild(child)
      for _ in 0..<9 { child.attachChild(BenchRouter()) }
    }
    keepToTheEnd(root)
    return root.children.count
  case "build+detach":
    // Workload 1: as "build", then every child is detached in attach order; subtract "build".
    let root = BenchRouter.activeRoot()
    for _ in 0..<count {
      let child = BenchRouter()
      root.attachChild(child)
      for _ in 0..<9 { child.attachChild(BenchRouter()) }
    }
    let children = root.children
    for child in children { root.detachChild(child) }
    keepToTheEnd((root, children))
    return children.count
  case "churn":
    // Workload 2: one operation attaches and detaches a built child.
    let root = BenchRouter.activeRoot()
    let child = BenchRouter()
    for _ in 0..<count {
      root.attachChild(child)
      root.detachChild(child)
    }
    return root.children.count
  case "deep":
    // Workload 3: one operation detaches and re-attaches the top of a 1,000-deep chain (2,000
    // state changes).
    let root = BenchRouter.activeRoot()
    let top = makeChain(depth: 1_000)
    root.attachChild(top)
    for _ in 0..<count {
      root.detachChild(top)
      root.attachChild(top)
    }
    return root.children.count
  case "fan-out":
    // Workload 5: one operation activates and deactivates an interactor with 1,000 workers (2,000
    // delivered events).
    let interactor = BenchInteractor()
    let workers = (0..<1_000).map { _ in CountingWorker() }
    for worker in workers { worker.start(interactor) }
    for _ in 0..<count {
      interactor.activate()
      interactor.deactivate()
    }
    return workers.reduce(0) { $0 + $1.events }
  case "leaves":
    // The set-up of "release": detached leaf RIBs, kept to the end; subtract it from "release".
    let detector = LeakDetector(isEnabled: true)
    let routers = LeakDetector.withInstance(detector) { (0..<count).map { _ in BenchRouter() } }
    keepToTheEnd(routers)
    return routers.count
  case "release":
    // Workload 6: one operation releases a detached leaf RIB with the leak detector on (on the
    // continuous clock, as in an app).
    let detector = LeakDetector(isEnabled: true)
    var routers = LeakDetector.withInstance(detector) { (0..<count).map { _ in BenchRouter() } }
    routers.removeAll()
    return routers.count
  case "release (stepped clock)":
    // As "release", on the clock "release+check" uses; subtract it from "release+check".
    let detector = LeakDetector(clock: SteppedClock(), isEnabled: true)
    var routers = LeakDetector.withInstance(detector) { (0..<count).map { _ in BenchRouter() } }
    routers.removeAll()
    return routers.count
  case "release+check":
    // Workload 6: as "release", then the detector's deferred check of every expectation;
    // subtract "release".
    let clock = SteppedClock()
    let detector = LeakDetector(clock: clock, isEnabled: true)
    var routers = LeakDetector.withInstance(detector) { (0..<count).map { _ in BenchRouter() } }
    routers.removeAll()
    clock.advance(by: .seconds(2))
    while detector.status == .inProgress {
      RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.001))
    }
    return routers.count
  case "memory":
    // Workload 6: the resident bytes of `count` attached leaf RIBs, per leaf (malloc's own
    // overhead included); not an instruction count. Linux only.
    let root = BenchRouter.activeRoot()
    let before = residentBytes()
    for _ in 0..<count { root.attachChild(BenchRouter()) }
    let after = residentBytes()
    keepToTheEnd(root)
    return count == 0 ? 0 : (after - before) / count
  case "memory (floor)":
    let root = FloorNode()
    root.activate()
    let before = residentBytes()
    for _ in 0..<count { root.attach(FloorNode()) }
    let after = residentBytes()
    keepToTheEnd(root)
    return count == 0 ? 0 : (after - before) / count
  // The floors of the same workloads (see FloorNode).
  case "build (floor)":
    let root = FloorNode()
    root.activate()
    for _ in 0..<count {
      let child = FloorNode()
      root.attach(child)
      for _ in 0..<9 { child.attach(FloorNode()) }
    }
    keepToTheEnd(root)
    return root.children.count
  case "build+detach (floor)":
    let root = FloorNode()
    root.activate()
    for _ in 0..<count {
      let child = FloorNode()
      root.attach(child)
      for _ in 0..<9 { child.attach(FloorNode()) }
    }
    let children = root.children
    for child in children { root.detach(child) }
    keepToTheEnd((root, children))
    return children.count
  case "churn (floor)":
    let root = FloorNode()
    root.activate()
    let child = FloorNode()
    for _ in 0..<count {
      root.attach(child)
      root.detach(child)
    }
    return root.children.count
  case "deep (floor)":
    let root = FloorNode()
    root.activate()
    let top = FloorNode.chain(depth: 1_000)
    root.attach(top)
    for _ in 0..<count {
      root.detach(top)
      root.attach(top)
    }
    return root.children.count
  case "fan-out (floor)":
    var events = 0
    let observers: [(Bool) -> Void] = (0..<1_000).map { _ in { _ in events += 1 } }
    var isActive = false
    for _ in 0..<(2 * count) {
      isActive.toggle()
      for observer in observers { observer(isActive) }
    }
    return events
  default:
    FileHandle.standardError.write(Data("unknown workload \(workload)\n".utf8))
    exit(64)
  }
}

let arguments = CommandLine.arguments
guard arguments.count == 3, let count = Int(arguments[2]), count >= 0 else {
  FileHandle.standardError.write(Data("usage: InstructionCounts <workload> <operations>\n".utf8))
  exit(64)
}
print(MainActor.assumeIsolated { run(arguments[1], count) })
