import AppSessionSupport
import Foundation
import RIBs
import RIBsInspector
import RIBsTesting
import TerminalUI
import Testing

@testable import RIBsInspector
@testable import TicTacToeKit

/// The tree at any moment of a recorded game is the snapshot taken before it with the events up
/// to that moment applied (`RIBTreeSnapshot.applying(_:)`): checked after every event of a
/// login, a game won, and a deep link to a new game.
@MainActor
@Suite struct RecordedRunTests {
  @Test func theTreeAfterEveryEventIsTheSnapshotWithTheEventsApplied() async throws {
    let leaks = LeakRecorder()
    try LeakDetector.withInstance(leaks.detector) { try record() }
    // Every RIB the run released is gone, the root's included (its deep link's workflow ended).
    await leaks.advance(by: .seconds(10))
    #expect(leaks.expectationCount > 0)
    #expect(leaks.leaks.isEmpty)
  }

  @Test func theInspectorShowsTheTreeRightAfterEveryEventAsTheGameHadIt() async throws {
    let leaks = LeakRecorder()
    try await LeakDetector.withInstance(leaks.detector) {
      let (launchRouter, urlHandler) = RootBuilder(
        dependency: AppComponent(randomPlayerSource: .seeded(1))
      ).build()
      let run = RecordedRun(of: launchRouter)
      let inspector = RIBInspector(root: launchRouter, title: "TicTacToe")
      try await inspector.start()
      let hub = try #require(inspector.hub)

      try play(launchRouter, urlHandler)
      run.stop()
      await inspector.stop()  // sends what is pending

      #expect(run.events.count > 15)
      #expect(await run.mismatches { await hub.moment(after: $0).tree?.snapshot } == [])
      #expect(await hub.moment(after: run.events.count + 1).tree == nil)
      launchRouter.interactable.deactivate()
    }
    await leaks.advance(by: .seconds(10))
    #expect(leaks.leaks.isEmpty)
  }

  private func record() throws {
    let (launchRouter, urlHandler) = RootBuilder(
      dependency: AppComponent(randomPlayerSource: .seeded(1))
    ).build()
    let run = RecordedRun(of: launchRouter)
    try play(launchRouter, urlHandler)
    run.stop()
    #expect(run.events.count > 15, "a run long enough to say something: \(run.events.count) events")
    // The game was played to its end: its RIB came and went.
    #expect(run.events.contains { $0.kind == .attach && $0.router.name == "TicTacToe" })
    #expect(run.events.contains { $0.kind == .detach && $0.router.name == "TicTacToe" })
    #expect(run.mismatches() == [])
    launchRouter.interactable.deactivate()
  }

  /// Launches the app, logs in, plays a game to its end and follows a deep link to a new one.
  private func play(_ launchRouter: any LaunchRouting, _ urlHandler: any URLHandler) throws {
    launchRouter.interactable.activate()
    launchRouter.load()
    /// What a player types, into the screen on top, as the terminal window hands it.
    func type(_ line: String) {
      launchRouter.viewControllable.terminalViewController.topViewController.handle(input: line)
    }
    for line in ["Ann", "Bo", "2", "1 1", "2 1", "1 2", "2 2", "1 3", ""] { type(line) }
    urlHandler.handle(try #require(URL(string: "ribs-training://launchGame?gameId=ticTacToe")))
  }
}
