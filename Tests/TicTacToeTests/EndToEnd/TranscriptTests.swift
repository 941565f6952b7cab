import AppSessionSupport
import Foundation
import RIBs
import RIBsInspector
import RIBsTesting
import Testing

@testable import TicTacToeKit

/// Whole sessions, as a player types them, compared with recorded transcripts.
@MainActor
@Suite struct TranscriptTests {
  static let xWinsOnTheTopRow = ["1 1", "2 1", "1 2", "2 2", "1 3"]
  static let tie = ["1 1", "1 2", "1 3", "2 2", "2 1", "2 3", "3 2", "3 1", "3 3"]

  @Test func loginWithDefaultNames() async throws {
    let session = await Session.run(["", "", ":tree"])
    #expect(session.status == 0)
    #expect(session.transcript.contains("Score: Player 1 0 - 0 Player 2"))
    #expect(session.transcript.hasSuffix("Goodbye!\n"))
    try session.expectTranscript(named: "login-with-default-names")
  }

  @Test func winUpdatesTheScore() async throws {
    let session = await Session.run(["Alice", "Bob", "2"] + Self.xWinsOnTheTopRow + [""])
    #expect(session.transcript.contains("Alice wins!"))
    #expect(session.transcript.contains("Score: Alice 1 - 0 Bob"))
    #expect(session.leaks.expectationCount > 0)
    try session.expectTranscript(named: "win-updates-the-score")
  }

  @Test func aWinCountsEvenWhenADeepLinkLeavesItsResultScreen() async throws {
    // The players never press Enter on "Alice wins!": a deep link replaces the screen.
    let session = await Session.run(
      ["Alice", "Bob", "2"] + Self.xWinsOnTheTopRow
        + [":open ribs-training://launchGame?gameId=randomWin", "", ""])
    let winner = RandomPlayerSource.seeded(1).nextWinner()

    #expect(session.transcript.contains("Alice wins!"))
    #expect(
      session.transcript.contains(
        winner == .player1 ? "Score: Alice 2 - 0 Bob" : "Score: Alice 1 - 1 Bob"))
    session.expectClean()
  }

  @Test func namesWithEscapeSequencesReachTheScreenAsText() async throws {
    // Shown escaped, a name must still fit the 20 characters a name may have.
    let hostile = "\u{1B}]2;PWN\u{7}"
    let session = await Session.run(
      [hostile, "Bob\u{202E}", "2"] + Self.xWinsOnTheTopRow + ["", ":open \u{1B}[2J"])

    #expect(!session.transcript.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{7}" })
    #expect(!session.transcript.unicodeScalars.contains { $0 == "\u{202E}" })
    #expect(session.transcript.contains(#"\u{1B}]2;PWN\u{7} wins!"#))
    #expect(session.transcript.contains(#"Cannot open '\u{1B}[2J': it is not a URL."#))
    session.expectClean()
  }

  @Test func aNameLongerThanTwentyCharactersIsRefusedAtThePrompt() async throws {
    let long = String(repeating: "A", count: 300)
    let session = await Session.run([long, "Alice", long, "Bob", "2"])

    #expect(
      session.transcript.components(
        separatedBy: "A name has at most 20 characters; that one has 300. Type a shorter one."
      ).count == 3)
    #expect(session.transcript.contains("Score: Alice 0 - 0 Bob"))
    // Only the echoed input is wider than a terminal; every line the app draws fits.
    let drawn = session.transcript.split(separator: "\n").filter { !$0.contains(long) }
    #expect(drawn.allSatisfy { $0.count <= 110 })
    session.expectClean()
  }

  @Test func aDeepLinkDuringAGameIsRefusedAndTheGameGoesOn() async throws {
    let session = await Session.run(
      ["Alice", "Bob", "2", "1 1", ":open ribs-training://launchGame?gameId=randomWin"]
        + Array(Self.xWinsOnTheTopRow.dropFirst()) + [""])

    #expect(
      session.transcript.contains(
        "A game is in progress: finish it, or leave it with :back, before opening a link."))
    #expect(!session.transcript.contains("== Random Win"))
    #expect(session.transcript.contains("Alice wins!"))
    session.expectClean()
  }

  @Test func tieLeavesTheScore() async throws {
    let session = await Session.run(["Alice", "Bob", "tic tac toe"] + Self.tie + [""])
    #expect(session.transcript.contains("It's a tie."))
    #expect(!session.transcript.contains("Score: Alice 1"))
    #expect(!session.transcript.contains("- 1 Bob"))
    try session.expectTranscript(named: "tie-leaves-the-score")
  }

  @Test func randomWinWithAFixedSource() async throws {
    let session = await Session.run(["Alice", "Bob", "1", "", "", "randomWin", "", ""], seed: 3)
    let winners = (0..<2).map { _ in RandomPlayerSource.seeded(3).nextWinner() }
    #expect(session.transcript.contains(winners[0] == .player1 ? "Alice wins!" : "Bob wins!"))
    try session.expectTranscript(named: "random-win-seed-3")
  }

  @Test func deepLinkGivenWhileLoggedOutStartsTheGameRightAfterLogin() async throws {
    let session = await Session.run(
      ["Alice", "Bob"], arguments: ["--open", "ribs-training://launchGame?gameId=TICTACTOE"])
    let afterLogin = try #require(session.transcript.range(of: "Player 2 name: Bob"))
    let nextScreen = session.transcript[afterLogin.upperBound...]
    #expect(nextScreen.contains("== Tic Tac Toe: Alice (X) vs Bob (O) =="))
    #expect(!nextScreen.contains("== Start a game =="))
    try session.expectTranscript(named: "deep-link-while-logged-out")
  }

  @Test func deepLinkWhileLoggedInReplacesTheCurrentScreen() async throws {
    let session = await Session.run(
      ["Alice", "Bob", ":open ribs-training://launchGame?gameId=randomWin", ""])
    #expect(session.transcript.contains("== Random Win: Alice vs Bob =="))
    try session.expectTranscript(named: "deep-link-while-logged-in")
  }

  @Test func badInputsGetOneLineAndTheAppGoesOn() async throws {
    let session = await Session.run([
      ":help", ":frobnicate", ":open", ":open not a url", ":open https://example.com",
      ":open ribs-training://launchGame?gameId=chess", "Alice", "Bob", "7", "chess", "  ",
      ":open ribs-training://launchGame?gameId=chess", "2", "1 1", "1 1", "0 2", "4 4", "x y",
      "12", "2 2", ":quit", "this line is never read",
    ])
    for line in [
      "Unknown command ':frobnicate'. Type :help for the commands.",
      "Cannot open 'not a url': it is not a URL.",
      "Cannot open https://example.com: the scheme is not ribs-training://.",
      "There is no game '7'. Type a number from 1 to 2, or a game's name.",
      "There is no game 'chess'. Games: randomWin, ticTacToe.",
      "Row 1, column 1 is taken. Choose another square.",
      "Row and column go from 1 to 3. Try again.",
      "Type a row and a column from 1 to 3, such as 2 3.",
      "Choose a game (1-2):   \nType a number from 1 to 2, or a game's name.",
    ] {
      #expect(session.transcript.contains(line), "missing: \(line)")
    }
    #expect(!session.transcript.contains("this line is never read"))
    #expect(session.status == 0)
    try session.expectTranscript(named: "bad-inputs")
  }

  @Test func traceShowsEveryTreeEventInContractOrderOnTheErrorOutput() async throws {
    let traced = await Session.run(["Alice", "Bob", "2"], arguments: ["--trace"])
    let plain = await Session.run(["Alice", "Bob", "2"])

    #expect(
      traced.errors.contains(
        "[trace] activate LoggedIn (parent: Root)\n[trace] attach OffGame"))
    #expect(traced.errors.split(separator: "\n").allSatisfy { $0.hasPrefix("[trace] ") })
    #expect(traced.transcript == plain.transcript)
    #expect(traced.diagnostics.isEmpty)
    #expect(traced.leaks.leaks.isEmpty)
  }

  @Test func inspectPrintsTheInspectorsAddressAndLeavesTheGameAlone() async throws {
    let inspected = await Session.run(["Alice", "Bob", ":inspect", "2"], arguments: ["--inspect"])
    let plain = await Session.run(["Alice", "Bob", "2"])

    let line = try #require(inspected.errors.split(separator: "\n").first)
    #expect(line.hasPrefix("RIB inspector: http://127.0.0.1:"))
    #expect(line.contains("/?token="))
    // In the window after the first screen, and again for :inspect.
    #expect(inspected.transcript.components(separatedBy: line).count == 3)
    #expect(
      inspected.transcript.replacingOccurrences(of: "\(line)\n", with: "")
        .replacingOccurrences(of: "Choose a game (1-2): :inspect\n", with: "") == plain.transcript)
    #expect(inspected.status == 0)
    #expect(inspected.diagnostics.isEmpty)
    #expect(inspected.leaks.leaks.isEmpty)
  }

  @Test func inspectOnAPortInUseSaysSoAndExitsWith69() async throws {
    let holder = RIBInspector(root: Router(interactor: Interactor()))
    let port = try #require(try await holder.start().port)

    let session = await Session.run([], arguments: ["--inspect", "\(port)"])

    #expect(session.status == 69)
    #expect(
      session.errors
        == "The inspector cannot listen on 127.0.0.1:\(port): the port is in use. "
        + "Choose another port, or 0 for a free one.\n")
    await holder.stop()
  }

  @Test func treeSavesASnapshotThatDecodes() async throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("tictactoe-tree-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: url) }

    let session = await Session.run(["Alice", "Bob", ":tree --save \(url.path)", ":tree --nope"])

    #expect(session.transcript.contains("Saved the RIB tree (4 RIBs) to \(url.path)."))
    #expect(
      session.transcript.contains("Unknown option '--nope'. Use :tree, or :tree --save <file>."))
    let snapshot = try JSONDecoder().decode(RIBTreeSnapshot.self, from: Data(contentsOf: url))
    #expect(snapshot.name == "Root")
    #expect(snapshot.children.map(\.name) == ["LoggedIn"])
    #expect(snapshot.children.first?.hasView == false)
    session.expectClean()
  }

  @Test func endOfInputInTheMiddleOfAGameSaysGoodbye() async throws {
    let session = await Session.run(["Alice", "Bob", "2", "1 1"])
    #expect(session.status == 0)
    #expect(session.transcript.hasSuffix("your move (row column): \nGoodbye!\n"))
    session.expectClean()
  }

  @Test func helpOptionPrintsUsage() async {
    let session = await Session.run([], arguments: ["--help"])
    #expect(session.status == 0)
    #expect(
      session.transcript.contains(
        "USAGE: TicTacToe [--open <url>] [--seed <number>] [--trace] [--inspect [<port>]]"))
    #expect(session.transcript.contains(":open <url> opens a deep link while the app runs."))
    #expect(session.transcript.contains("At any prompt, :help lists the commands"))
    #expect(session.errors.isEmpty)
  }

  @Test(arguments: [
    (["--bogus"], "Unknown option '--bogus'."),
    (["--seed", "many"], "The value 'many' is invalid for '--seed <number>'."),
    (["--open"], "Missing value for '--open <url>'."),
    (["--inspect", "70000"], "Unexpected argument '70000'."),
    // An escape sequence typed on the command line reaches the terminal as text.
    (["--seed", "\u{1B}[2J"], #"The value '\u{1B}[2J' is invalid for '--seed <number>'."#),
  ])
  func badOptionsExitWithStatus64AndOneLineOnStandardError(
    arguments: [String], message: String
  ) async {
    let session = await Session.run([], arguments: arguments)
    #expect(session.status == 64)
    #expect(session.errors == "\(message) Run TicTacToe --help for the options.\n")
    #expect(session.transcript.isEmpty)
  }

  /// A golden transcript that was deleted or misnamed fails its test: it is not written anew.
  @Test func aMissingTranscriptFailsAndIsNotRecorded() async throws {
    let session = await Session.run(["", ""])
    let name = "no-such-transcript"
    try withKnownIssue {
      try session.expectTranscript(named: name, record: false)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("No golden file \(name).txt") }
    }
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Transcripts/\(name).txt")
    #expect(!FileManager.default.fileExists(atPath: url.path))
  }
}
