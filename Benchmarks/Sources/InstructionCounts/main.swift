import BenchmarkSupport
import Foundation
import RIBs

// The benchmark workloads as a plain synchronous program, for `valgrind --tool=callgrind`, which
// counts instructions repeatably on a busy machine (package-benchmark's async runner does not run
// under valgrind here). `Benchmarks/count-instructions` runs each workload twice, with N/4 and with
// N operations, and divides the difference: set-up and process start cancel out.
//
// Nothing here reads the time: every workload runs with a leak detector on a clock that stands
// still unless told (`SteppedClock`), installed for the whole process. On the continuous clock,
// what the detector computes of a deadline depends on when it is read (the window a deadline falls
// in, and whether a timer must be armed), so the same binary counted differently from one run to
// the next.
//
//   InstructionCounts <workload> <operations>

@MainActor
final class CountingWorker: Worker {
  var events = 0
  override func didStart(_ interactorScope: any InteractorScope) { events += 1 }
  override func didStop() { events += 1 }
}

/// The leak detector's clock in every workload: its time moves only when told, and its sleeps end
/// at once, so the deferred check runs as soon as the main queue drains.
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

/// What a workload needs of a tree: the framework's routers, or the floor's nodes.
@MainActor
protocol TreeNode: AnyObject {
  init()
  /// A node whose subtree is active, as a launched root is.
  static func activeRoot() -> Self
  /// A chain of `depth` nodes, each the only child of the one before.
  static func chain(depth: Int) -> Self
  func attach(_ child: Self)
  func detach(_ child: Self)
  var childNodes: [Self] { get }
}

extension BenchRouter: TreeNode {
  static func chain(depth: Int) -> BenchRouter { makeChain(depth: depth) }
  func attach(_ child: BenchRouter) { attachChild(child) }
  func detach(_ child: BenchRouter) { detachChild(child) }
  var childNodes: [BenchRouter] { children.compactMap { $0 as? BenchRouter } }
}

extension FloorNode: TreeNode {
  static func activeRoot() -> Self {
    let root = Self()
    root.activate()
    return root
  }
  var childNodes: [FloorNode] { children }
}

/// Workload 1: `count` children with 9 grandchildren each (10 nodes per operation) under an
/// active root; with `detach`, every child is then detached in attach order.
@MainActor
func tree<Node: TreeNode>(_: Node.Type, _ count: Int, detach: Bool) -> Int {
  let root = Node.activeRoot()
  for _ in 0..<count {
    let child = Node()
    root.attach(child)
    for _ in 0..<9 { child.attach(Node()) }
  }
  let children = root.childNodes
  if detach {
    for child in children { root.detach(child) }
  }
  keepToTheEnd((root, children))
  return children.count
}

/// Workloads 2 and 3: one operation detaches `child` from an active root and attaches it again,
/// `child` being a built leaf (churn) or the top of a 1,000-deep chain (deep: 2,000 state changes).
@MainActor
func reattach<Node: TreeNode>(_ child: Node, _ count: Int) -> Int {
  let root = Node.activeRoot()
  root.attach(child)
  for _ in 0..<count {
    root.detach(child)
    root.attach(child)
  }
  return root.childNodes.count
}

/// Workload 6: the resident bytes of `count` attached leaves, per leaf (malloc's own overhead
/// included); not an instruction count.
@MainActor
func memory<Node: TreeNode>(_: Node.Type, _ count: Int) -> Int {
  let root = Node.activeRoot()
  let before = residentBytes()
  for _ in 0..<count { root.attach(Node()) }
  let after = residentBytes()
  keepToTheEnd(root)
  return count == 0 ? 0 : (after - before) / count
}

/// `count` detached leaves, made with the workload's leak detector in effect.
@MainActor
func leaves<Node: TreeNode>(_: Node.Type, _ count: Int) -> [Node] {
  (0..<count).map { _ in Node() }
}

/// `count` detached parents with 9 leaf children each (10 RIBs an operation), made with the
/// workload's leak detector in effect.
@MainActor
func families<Node: TreeNode>(_: Node.Type, _ count: Int) -> [Node] {
  (0..<count).map { _ in
    let parent = Node()
    for _ in 0..<9 { parent.attach(Node()) }
    return parent
  }
}

/// Runs `workload` with `count` operations; returns a result that depends on all of it.
@MainActor
func run(_ workload: String, _ count: Int) -> Int {
  switch workload {
  case "build": return tree(BenchRouter.self, count, detach: false)
  case "build+detach": return tree(BenchRouter.self, count, detach: true)  // minus "build"
  case "churn": return reattach(BenchRouter(), count)
  case "deep": return reattach(BenchRouter.chain(depth: 1_000), count)
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
    // The set-up of "release", kept to the end; subtract it from "release".
    let routers = leaves(BenchRouter.self, count)
    keepToTheEnd(routers)
    return routers.count
  case "release":
    // Workload 6: one operation releases a detached leaf RIB with the leak detector on.
    return leaves(BenchRouter.self, count).count
  case "families":
    // The set-up of "release families", kept to the end; subtract it.
    let parents = families(BenchRouter.self, count)
    keepToTheEnd(parents)
    return parents.count
  case "release families":
    // Workload 6b: one operation releases a detached parent and its 9 leaf children.
    return families(BenchRouter.self, count).count
  case "release+check":
    // Workload 6: as "release", then the detector's deferred check of every expectation.
    let released = leaves(BenchRouter.self, count).count
    clock.advance(by: .seconds(2))
    while LeakDetector.instance.status == .inProgress {
      RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.001))
    }
    return released
  case "shared":
    // Workload 4: one operation reads one of a component's 10 `shared { }` properties, in turn
    // (each made by the first 10 reads, which the difference of two runs cancels).
    let component = BenchComponent()
    var sum: UInt = 0
    for index in 0..<(10 + count) {
      sum &+= UInt(bitPattern: ObjectIdentifier(component.read(index % 10)))
    }
    return Int(truncatingIfNeeded: sum)
  case "shared (floor)":
    let cache = FloorCache()
    var sum: UInt = 0
    for index in 0..<(10 + count) {
      sum &+= UInt(bitPattern: ObjectIdentifier(cache.instance(index % 10) { Service() }))
    }
    return Int(truncatingIfNeeded: sum)
  case "memory": return memory(BenchRouter.self, count)  // Linux only
  // The floors of the same workloads (see FloorNode).
  case "build (floor)": return tree(FloorNode.self, count, detach: false)
  case "build+detach (floor)": return tree(FloorNode.self, count, detach: true)
  case "churn (floor)": return reattach(FloorNode(), count)
  case "deep (floor)": return reattach(FloorNode.chain(depth: 1_000), count)
  case "memory (floor)": return memory(FloorNode.self, count)
  case "leaves (floor)":
    let nodes = leaves(FloorNode.self, count)
    keepToTheEnd(nodes)
    return nodes.count
  case "release (floor)": return leaves(FloorNode.self, count).count
  case "families (floor)":
    let parents = families(FloorNode.self, count)
    keepToTheEnd(parents)
    return parents.count
  case "release families (floor)": return families(FloorNode.self, count).count
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
let clock = SteppedClock()
print(
  MainActor.assumeIsolated { () -> Int in
    // Installed for the process, as an app's detector is (the default one, or `setInstance`), not
    // with `withInstance`, a test's scope: under it, every router made looks the detector up in a
    // task-local value, which costs about 190 instructions an app never pays.
    LeakDetector.setInstance(LeakDetector(clock: clock, isEnabled: true))
    return run(arguments[1], count)
  })
