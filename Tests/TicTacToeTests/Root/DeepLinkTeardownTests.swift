import AppSessionSupport
import RIBs
import RIBsTesting
import Testing

@testable import TicTacToeKit

/// What `FuzzDeepLinks` reported, now and then, after a session in which a deep link was opened:
/// `RootViewController`, `RootInteractor` and `LoggedInInteractor` still alive.
///
/// They were not leaked. When the app ends, the root RIB is released: its interactor deactivates,
/// which cancels the deep link's workflow, and the workflow's step, suspended in the root's
/// `waitForLogin()` (or not started yet), has to run once more, cancelled, to return. Until then
/// its task holds the root interactor, which holds its view (the presenter) and the LoggedIn item
/// it keeps for later links. A check made before that turn reported all three; which came first
/// depended on the order of two main-actor jobs, which is not the order they were queued in. The
/// detector now waits for the work the framework cancelled to wind down before it checks
/// (`LeakDetectorWindingDownTests` drives that interleaving by hand, every time).
@MainActor
@Suite struct DeepLinkTeardownTests {
  static let link = "ribs-training://launchGame?gameId=ticTacToe"

  @Test func aLinkWaitingForLoginWhenTheAppEndsIsNotALeak() async {
    let session = await Session.run([], arguments: ["--open", Self.link])

    #expect(session.leaks.expectationCount > 0)
    #expect(session.leaks.leaks.isEmpty)
    #expect(session.diagnostics.filter { $0.severity == .error }.isEmpty)
  }

  @Test func linksOpenedBeforeAndAfterLoginLeaveNothingWhenTheAppEnds() async {
    let session = await Session.run(
      [":open \(Self.link)", ":open \(Self.link)", "Alice", "Bob", ":open \(Self.link)"],
      arguments: ["--open", Self.link])

    #expect(session.leaks.expectationCount > 0)
    #expect(session.leaks.leaks.isEmpty)
  }
}
