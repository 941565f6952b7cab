import RIBs
import RIBsTestFixtures
import Testing

/// Random sequences of tree operations, checked after every step against a reference model.
///
/// The model is the lifecycle contract written as plainly as possible: when a router's interactor
/// changes state, its whole subtree takes that state; attach activates then loads once; detach
/// deactivates then removes; misuse changes nothing; a released detached subtree is deallocated.
@MainActor
@Suite struct RouterModelTests {
  @Test func randomOperationsMatchTheReferenceModel() {
    let sequences = 2_000
    let stepsPerSequence = 60
    LeakDetector.withInstance(LeakDetector(isEnabled: false)) {
      for sequence in 0..<sequences {
        let seed = UInt64(0x5EED_0000 + sequence)
        var harness = ModelHarness(seed: seed)
        for step in 0..<stepsPerSequence {
          let operation = harness.performRandomOperation()
          if let mismatch = harness.firstMismatch() {
            let operations = harness.history.joined(separator: "; ")
            Issue.record(
              "Seed \(seed), step \(step), after \(operation): \(mismatch). Operations: \(operations)"
            )
            return
          }
        }
      }
    }
  }
}

/// A deterministic generator (SplitMix64), so that a printed seed replays a failure.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

@MainActor
private struct ModelHarness {
  struct Node {
    var parent: Int?
    var children: [Int] = []
    var isActive = false
    var loadCount = 0
    var isAlive = true
  }

  private final class WeakRouter {
    weak var router: TestRouter?
    init(_ router: TestRouter) { self.router = router }
  }

  private var generator: SeededGenerator
  private var model: [Node] = []
  private var weakRouters: [WeakRouter] = []
  /// Strong references to the routers nobody else owns: the detached roots.
  private var heldRoots: [Int: TestRouter] = [:]
  private(set) var history: [String] = []

  init(seed: UInt64) {
    generator = SeededGenerator(seed: seed)
  }

  private var aliveIDs: [Int] { model.indices.filter { model[$0].isAlive } }

  /// A random element of a non-empty array.
  private mutating func pick(_ ids: [Int]) -> Int {
    ids[Int.random(in: ids.indices, using: &generator)]
  }

  private func router(_ id: Int) -> TestRouter? {
    weakRouters[id].router
  }

  private func isAncestor(_ ancestor: Int, of id: Int) -> Bool {
    var current: Int? = id
    while let node = current {
      if node == ancestor { return true }
      current = model[node].parent
    }
    return false
  }

  private func subtree(of id: Int) -> [Int] {
    var result: [Int] = []
    var stack = [id]
    while let next = stack.popLast() {
      result.append(next)
      stack.append(contentsOf: model[next].children)
    }
    return result
  }

  /// The contract: a change of a router's interactor carries its whole subtree.
  private mutating func setActive(_ active: Bool, from id: Int) {
    guard model[id].isActive != active else { return }
    for node in subtree(of: id) { model[node].isActive = active }
  }

  mutating func performRandomOperation() -> String {
    let alive = aliveIDs
    let roots = heldRoots.keys.sorted()
    let attached = alive.filter { model[$0].parent != nil }
    let choice = alive.count < 2 ? 0 : Int.random(in: 0..<100, using: &generator)
    let description: String
    switch choice {
    case 0..<18 where alive.count < 300:
      description = build()
    case 0..<40 where !roots.isEmpty:
      description = attach(
        pick(roots), to: pick(alive))
    case 0..<58 where !attached.isEmpty:
      description = detach(pick(attached))
    case 0..<68:
      description = toggle(pick(alive))
    case 0..<75 where !roots.isEmpty:
      description = release(pick(roots))
    case 0..<83 where !attached.isEmpty:
      description = attach(
        pick(attached), to: pick(alive))
    case 0..<90:
      description = detach(
        pick(alive), from: pick(alive))
    case 0..<94 where !attached.isEmpty:
      description = detachAgainFromWillResignActive(pick(attached))
    case 0..<97:
      description = shareInteractor(of: pick(alive))
    case 0..<100:
      description = releaseAnActiveInteractor()
    default:
      description = build()
    }
    history.append(description)
    return description
  }

  private mutating func build() -> String {
    let id = model.count
    let router = TestRouter(name: "\(id)")
    model.append(Node())
    weakRouters.append(WeakRouter(router))
    heldRoots[id] = router
    return "build \(id)"
  }

  private mutating func attach(_ child: Int, to parent: Int) -> String {
    guard let childRouter = router(child), let parentRouter = router(parent) else {
      return "skip"
    }
    let reports = RIBsDiagnostics.capture { parentRouter.attachChild(childRouter) }
    let expected: RIBsDiagnostic.Kind?
    if child == parent {
      expected = .attachCreatesCycle
    } else if model[child].parent == parent {
      expected = .childAlreadyAttached
    } else if model[child].parent != nil {
      expected = .childHasAnotherParent
    } else if isAncestor(child, of: parent) {
      expected = .attachCreatesCycle
    } else {
      expected = nil
      model[child].parent = parent
      model[parent].children.append(child)
      setActive(true, from: child)
      if model[child].loadCount == 0 { model[child].loadCount = 1 }
      heldRoots[child] = nil
    }
    let description = "attach \(child) to \(parent)"
    if reports.map(\.kind) != (expected.map { [$0] } ?? []) {
      Issue.record("\(description): expected \(String(describing: expected)), reported \(reports)")
    }
    return description
  }

  private mutating func detach(_ child: Int, from parent: Int? = nil) -> String {
    guard let parent = parent ?? model[child].parent, let childRouter = router(child),
      let parentRouter = router(parent)
    else { return "skip" }
    let isChild = model[child].parent == parent
    if isChild { heldRoots[child] = childRouter }
    let reports = RIBsDiagnostics.capture { parentRouter.detachChild(childRouter) }
    if isChild {
      setActive(false, from: child)
      model[parent].children.removeAll { $0 == child }
      model[child].parent = nil
    }
    let description = "detach \(child) from \(parent)"
    if reports.map(\.kind) != (isChild ? [] : [.detachedRouterIsNotAChild]) {
      Issue.record("\(description): unexpected reports \(reports)")
    }
    return description
  }

  /// The app bug of a listener that detaches the resigning child again: refused, reported, and the
  /// detach in progress completes as usual.
  private mutating func detachAgainFromWillResignActive(_ child: Int) -> String {
    guard let parent = model[child].parent, let childRouter = router(child),
      let parentRouter = router(parent)
    else { return "skip" }
    let wasActive = childRouter.interactor.isActive
    childRouter.interactor.onWillResignActive = { parentRouter.detachChild(childRouter) }
    heldRoots[child] = childRouter
    let reports = RIBsDiagnostics.capture { parentRouter.detachChild(childRouter) }
    childRouter.interactor.onWillResignActive = nil
    setActive(false, from: child)
    model[parent].children.removeAll { $0 == child }
    model[child].parent = nil
    let description = "detach \(child) from \(parent), again from its willResignActive"
    let expected: [RIBsDiagnostic.Kind] = wasActive ? [.deactivatedWhileResigning] : []
    if reports.map(\.kind) != expected {
      Issue.record("\(description): expected \(expected), reported \(reports)")
    }
    return description
  }

  /// A second router given an existing router's interactor: reported, released, and the tree is
  /// untouched.
  private mutating func shareInteractor(of id: Int) -> String {
    guard let router = router(id) else { return "skip" }
    let reports = RIBsDiagnostics.capture { _ = Router(interactor: router.interactor) }
    let description = "give \(id)'s interactor to a second router"
    if reports.map(\.kind) != [.interactorHasAnotherRouter] {
      Issue.record("\(description): reported \(reports)")
    }
    return description
  }

  /// An interactor without a router released while active: it resigns.
  private mutating func releaseAnActiveInteractor() -> String {
    let log = EventLog()
    do {
      let interactor = TestInteractor(name: "loose", log: log)
      interactor.activate()
    }
    if log.events != ["loose.didBecomeActive", "loose.willResignActive"] {
      Issue.record("an interactor released while active did not resign: \(log.events)")
    }
    return "release an active interactor"
  }

  private mutating func toggle(_ id: Int) -> String {
    guard let router = router(id) else { return "skip" }
    let active = !model[id].isActive
    let reports = RIBsDiagnostics.capture {
      active ? router.interactor.activate() : router.interactor.deactivate()
    }
    // Activating a child whose parent is inactive is a misuse, reported; it happens anyway.
    let misused = active && model[id].parent.map { !model[$0].isActive } == true
    setActive(active, from: id)
    let description = "\(active ? "activate" : "deactivate") \(id)"
    if reports.map(\.kind) != (misused ? [.activatedUnderInactiveParent] : []) {
      Issue.record("\(description): reported \(reports)")
    }
    return description
  }

  private mutating func release(_ id: Int) -> String {
    for node in subtree(of: id) { model[node].isAlive = false }
    heldRoots[id] = nil
    return "release \(id)"
  }

  func firstMismatch() -> String? {
    for id in model.indices {
      let node = model[id]
      guard node.isAlive else {
        if router(id) != nil { return "\(id) was released but is still alive" }
        continue
      }
      guard let router = router(id) else { return "\(id) is alive in the model but deallocated" }
      if router.interactor.isActive != node.isActive {
        return "\(id) isActive is \(router.interactor.isActive), model says \(node.isActive)"
      }
      let children = router.children.names
      if children != node.children.map(String.init) {
        return "\(id) children are \(children), model says \(node.children)"
      }
      if router.didLoadCount != node.loadCount {
        return "\(id) loaded \(router.didLoadCount) times, model says \(node.loadCount)"
      }
    }
    return nil
  }
}
