import Foundation
import RIBs
import Testing

@testable import TicTacToeKit

/// A deep link that arrives after the app's tree is gone (the launch router released, as when a
/// scene is torn down while a URL is on its way) opens nothing and never stops the app.
@MainActor
@Suite struct LateDeepLinkTests {
  /// Builds the real root RIB, launches it, releases its launch router, and returns what is left:
  /// the URL handler the app kept.
  ///
  /// The root interactor outlives its router on purpose here, and keeps its screen: the tree is
  /// built and launched without leak detection (the routers the launch attaches included), so no
  /// detector on the wall clock reports them if the test runs long.
  ///
  /// - Returns: The URL handler, and how many children the launch attached (one, LoggedOut).
  private static func urlHandlerOfAGoneTree() -> (urlHandler: any URLHandler, launched: Int) {
    LeakDetector.withInstance(LeakDetector(isEnabled: false)) {
      let (launchRouter, urlHandler) =
        RootBuilder(dependency: AppComponent(randomPlayerSource: .seeded(1))).build()
      launchRouter.interactable.activate()
      launchRouter.load()
      return (urlHandler, launchRouter.children.count)
    }
  }

  @Test func deepLinkAfterTheTreeIsGoneOpensNothingAndIsOnlyAWarning() throws {
    let (urlHandler, launched) = Self.urlHandlerOfAGoneTree()
    #expect(launched == 1)
    let root = try #require(urlHandler as? RootInteractor)
    #expect(!root.isActive)
    let url = try #require(URL(string: "ribs-training://launchGame?gameId=ticTacToe"))

    let reports = RIBsDiagnostics.capture { urlHandler.handle(url) }

    #expect(reports.map(\.kind) == [.scopeIsInactive])
    #expect(reports.map(\.severity) == [.warning])
    #expect(!root.isActive)
  }

  @Test func deepLinkAfterTheTreeIsGoneDoesNotStopTheApp() async {
    // The standard handler, as in the shipped app: a warning is printed, the process goes on.
    let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
      await MainActor.run {
        guard let url = URL(string: "ribs-training://launchGame?gameId=ticTacToe") else {
          preconditionFailure("The deep link of the test is not a URL.")
        }
        // No expectation in the child: one that failed would end it with a bare status 1.
        let (urlHandler, launched) = LateDeepLinkTests.urlHandlerOfAGoneTree()
        guard launched == 1 else { preconditionFailure("The launch attached \(launched) RIBs.") }
        urlHandler.handle(url)
      }
      // Without exit handlers: under AddressSanitizer the leak check at exit fails now and then in a
      // child whose threads are still winding down, with a bare status 1 (.ci/check-sanitizers).
      _exit(EXIT_SUCCESS)
    }
    // What the app printed, to say why when it did not go on (a sanitizer's report, say).
    if let result, result.exitStatus != .exitCode(0) {
      Issue.record(
        "The app's standard error: \(String(decoding: result.standardErrorContent, as: UTF8.self))")
    }
  }
}
