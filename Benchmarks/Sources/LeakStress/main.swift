import Foundation
import RIBs

// The leak detector under a saturated main actor: 10,000 viewable RIBs, each with a task scoped to
// its activation and a deep-link workflow waiting on it (both keep the interactor until they
// return, as an app's often do), are attached, then detached and released, while the main actor
// runs long synchronous turns and a flood of small tasks, on a detector whose deadline is 50 ms on
// the real clock. Prints how many leaks it reported, and which, once every expectation is settled.
//
//   LeakStress [planted]   (default: 0) keeps that many of the RIBs' views alive: each must be
//                          reported, once, by name.

/// A view that names itself in a report.
@MainActor
final class StressView: ViewControllable, CustomStringConvertible {
  let number: Int
  init(number: Int) { self.number = number }
  nonisolated var description: String { "StressView #\(number)" }
}

/// What a deep link waits for.
@MainActor
protocol StressActionableItem: AnyObject {
  func waitForNothing() async throws -> (Void, Void)
}

@MainActor
final class StressInteractor: PresentableInteractor<StressView>, StressActionableItem {
  private lazy var never = ActionableItemSubject<Void>(scope: self)

  override func didBecomeActive() {
    super.didBecomeActive()
    // Keeps the interactor strongly until it returns, cancelled.
    task { await self.waitUntilCancelled() }
    let workflow = Workflow<any StressActionableItem>()
    workflow.onStep { (item: any StressActionableItem) in try await item.waitForNothing() }.commit()
    workflow.subscribe(self).cancelOnDeactivate(interactor: self)
  }

  func waitForNothing() async throws -> (Void, Void) {
    (try await never.wait(), ())
  }

  private func waitUntilCancelled() async {
    let (stream, continuation) = AsyncStream.makeStream(of: Void.self)
    for await _ in stream {}
    withExtendedLifetime(continuation) {}
  }
}

@MainActor
final class StressRouter: ViewableRouter<StressInteractor, StressView> {
  init(number: Int) {
    let view = StressView(number: number)
    super.init(interactor: StressInteractor(presenter: view), viewController: view)
  }
}

@MainActor
final class RootRouter: Router<Interactor> {
  init() { super.init(interactor: Interactor()) }
}

/// Every expectation is given 50 ms, on the real clock.
@MainActor
final class ShortDeadlineDetector: LeakDetector {
  override func expectDeallocate(object: AnyObject, inTime time: TimeInterval)
    -> any LeakDetectionHandle
  {
    super.expectDeallocate(object: object, inTime: 0.05)
  }

  override func expectViewControllerDisappear(
    viewController: any ViewControllable, inTime time: TimeInterval
  ) -> any LeakDetectionHandle {
    super.expectViewControllerDisappear(viewController: viewController, inTime: 0.05)
  }
}

/// Keeps the main actor busy: a turn of `milliseconds` of synchronous work.
@MainActor
func spin(milliseconds: Int) {
  let end = ContinuousClock.now.advanced(by: .milliseconds(milliseconds))
  var sink = 0
  while ContinuousClock.now < end { sink &+= 1 }
  if sink == -1 { print(sink) }
}

@MainActor
func run(count: Int, planted: Int) async -> [RIBsDiagnostic] {
  var reports: [RIBsDiagnostic] = []
  let detector = ShortDeadlineDetector(isEnabled: true) { reports.append($0) }
  var kept: [StressView] = []
  var flooding = true
  await LeakDetector.withInstance(detector) {
    let root = RootRouter()
    root.interactor.activate()
    root.load()
    // The flood: a stream of small main-actor tasks for as long as the RIBs come and go.
    let flood = Task { @MainActor in
      while flooding {
        for _ in 0..<500 { Task { @MainActor in spin(milliseconds: 0) } }
        await Task.yield()
      }
    }
    var routers: [StressRouter] = []
    for number in 0..<count {
      let router = StressRouter(number: number)
      root.attachChild(router)
      routers.append(router)
      if number % 100 == 99 { await Task.yield() }
    }
    let every = planted > 0 ? count / planted : 0
    for (index, router) in routers.enumerated() {
      if every > 0, index % every == 0, kept.count < planted {
        kept.append(router.viewControllable as! StressView)
      }
      root.detachChild(router)
      // Long synchronous turns between detaches: the detector's deadlines pass meanwhile.
      if index % 500 == 499 { spin(milliseconds: 60) }
    }
    routers.removeAll()
    spin(milliseconds: 200)
    flooding = false
    await flood.value
    // Settled: the detector has checked every expectation (its status is a signal).
    for await status in detector.statusStream where status == .didComplete { break }
  }
  withExtendedLifetime(kept) {}
  return reports
}

let planted = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 0
let clock = ContinuousClock()
let start = clock.now
let reports = await run(count: 10_000, planted: planted)
let names = Set(reports.map(\.message))
print(
  "10000 RIBs released under load, \(planted) views kept: \(reports.count) reports "
    + "(\(names.count) distinct), in \(start.duration(to: clock.now))")
for report in reports.prefix(5) { print("  \(report.message)") }
let expected = Set((0..<planted).map { "StressView #\($0 * (10_000 / max(planted, 1)))" })
let named = Set(expected.filter { name in reports.contains { $0.message.contains(name + ")") } })
if planted > 0 {
  print("planted views reported by name: \(named.count) of \(planted)")
}
exit(reports.count == planted && named.count == planted ? 0 : 1)
