import AppSessionSupport
import Foundation
import RIBs
import RIBsInspector
import RIBsTesting
import Testing

@testable import MiniSuperAppKit
@testable import RIBsInspector

/// The tree at any moment of a recorded run of the app is the snapshot taken before the run with
/// the events up to that moment applied (`RIBTreeSnapshot.applying(_:)`): checked after every
/// event of a run through tabs, deep links, a stack, sheets and the user's dismissals; and the
/// inspector, asked for the tree right after each event, shows that tree.
@MainActor
@Suite struct RecordedRunTests {
  @Test func theTreeAfterEveryEventIsTheSnapshotWithTheEventsApplied() async throws {
    // On a manual clock: the test keeps routers it detached (`topup`, `amount`) until it ends,
    // then every RIB the run released must be gone.
    let leaks = LeakRecorder()
    try await LeakDetector.withInstance(leaks.detector) { try await record() }
    await leaks.advance(by: .seconds(10))
    #expect(leaks.expectationCount > 0)
    #expect(leaks.leaks.isEmpty)
  }

  private func record() async throws {
    let store = try Fixtures.store(cards: [Fixtures.visa], balance: 10_000).store
    let component = AppComponent(
      store: store, now: { SwiftUIAppTests.today }, views: ViewStateViews())
    let built = AppRootBuilder(dependency: component).build()
    let root = try #require(built.launchRouter as? AppRootRouter)
    let run = RecordedRun(of: root)
    let inspector = RIBInspector(root: root, title: "MiniSuperApp")
    try await inspector.start()
    let hub = try #require(inspector.hub)

    try await SwiftUIScenario.play(on: root, urlHandler: built.urlHandler)

    // Tabs stay attached when left: the run attaches each once.
    #expect(run.events.count > 30, "a run long enough to say something: \(run.events.count) events")
    run.stop()
    await inspector.stop()  // sends what is pending
    #expect(run.mismatches() == [])
    // The inspector shows the same tree right after every event.
    #expect(await run.mismatches { await hub.moment(after: $0).tree?.snapshot } == [])
  }
}
