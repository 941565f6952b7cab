import AppSessionSupport
import Foundation
import RIBs
import RIBsTesting
import Testing

@testable import MiniSuperAppKit

/// One tree, whatever draws it: the same scenario typed in the terminal app and played on the
/// SwiftUI app's models gives the same tree events, in the same order.
@MainActor
@Suite struct SameScenarioTests {
  @Test func theTerminalAndTheSwiftUIModelsGiveTheSameTreeEvents() async throws {
    let terminal = await Session.run(
      SwiftUIScenario.terminalInput, arguments: ["--trace"],
      storage: try Fixtures.store(cards: [Fixtures.visa], balance: 10_000).storage)
    let traced = terminal.errors.split(separator: "\n").compactMap { line in
      line.hasPrefix("[trace] ") ? String(line.dropFirst("[trace] ".count)) : nil
    }

    let store = try Fixtures.store(cards: [Fixtures.visa], balance: 10_000).store
    let built = AppRootBuilder(
      dependency: AppComponent(store: store, now: { Session.today }, views: ViewStateViews())
    ).build()
    let root = try #require(built.launchRouter as? AppRootRouter)
    var events: [String] = []
    let observation = RIBTreeEvents.addObserver(forSubtreeOf: root) { events.append("\($0)") }
    try await SwiftUIScenario.play(on: root, urlHandler: built.urlHandler)
    observation.cancel()

    #expect(events.count > 30, "a scenario long enough to say something: \(events)")
    // The terminal app ends with its input, which deactivates the tree: the events before that.
    #expect(Array(traced.prefix(events.count)) == events)
    #expect(traced.dropFirst(events.count).allSatisfy { $0.hasPrefix("deactivate ") })
  }
}
