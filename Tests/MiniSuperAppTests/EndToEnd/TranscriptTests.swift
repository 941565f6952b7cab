import AppSessionSupport
import Foundation
import RIBs
import RIBsTesting
import TerminalUI
import Testing

@testable import MiniSuperAppKit

/// Whole sessions, as a user types them, compared with recorded transcripts.
@MainActor
@Suite struct TranscriptTests {
  static let visa = ["4111 1111 1111 1111", "12/30", "123"]
  static let mastercard = ["5555-5555-5555-4444", "06/29", "321"]
  static let amex = ["378282246310005", "01/31", "1234"]

  static let addCardTopUpRideAndRename =
    ["2", "a"] + visa + ["t", "20000", "1", "r", "y", "3", "n", "Alice", "2", ":tree"]

  @Test func addCardTopUpRideAndSwitchTabs() async throws {
    let directory = try TemporaryDirectory()
    let session = await Session.run(Self.addCardTopUpRideAndRename, dataDirectory: directory.url)

    for line in [
      "Added Visa ****1111.", "SuperPay balance: 20,000 won",
      "Your ride is booked: 18,000 won paid with SuperPay.", "Name: Alice",
      "SuperPay balance: 2,000 won",
    ] {
      #expect(session.transcript.contains(line), "missing: \(line)")
    }
    let wallet = try #require(try WalletFile(directory: directory.url).load())
    #expect(wallet.balance == 2_000)
    #expect(wallet.userName == "Alice")
    #expect(wallet.paymentMethods.map(\.displayName) == ["Visa ****1111"])
    #expect(session.leaks.expectationCount > 0)
    try session.expectTranscript(named: "add-card-top-up-ride")
  }

  @Test func restartOnTheSameDataDirectoryShowsTheSameWallet() async throws {
    let directory = try TemporaryDirectory()
    let first = await Session.run(Self.addCardTopUpRideAndRename, dataDirectory: directory.url)
    first.expectClean()

    let second = await Session.run(["2", "3"], dataDirectory: directory.url)

    #expect(second.transcript.contains("SuperPay balance: 2,000 won"))
    #expect(second.transcript.contains("Name: Alice\n\nCards on file\n  [c1] Visa ****1111"))
    try second.expectTranscript(named: "restart")
  }

  // NB: no time limit: under ThreadSanitizer on a loaded machine the whole suite waits on the main
  // actor for over a minute; the test waits for the app's own redraw, which a regression never
  // brings, and CI's limit catches that.
  @Test func anotherInstancesTopUpShowsWithoutARestart() async throws {
    let directory = try TemporaryDirectory()
    await Session.run(["2", "a"] + Self.visa, dataDirectory: directory.url).expectClean()
    let (lines, typing) = AsyncStream.makeStream(of: String.self)
    let (checks, check) = AsyncStream.makeStream(of: Void.self)
    let output = CapturedOutput()
    let first = Task {
      await MiniSuperApp.run(
        arguments: ["--data-dir", directory.url.path], input: lines, output: output,
        errorOutput: output, now: { Session.today }, walletChecks: checks)
    }
    typing.yield("2")
    await output.waitUntil { $0.contains("SuperPay balance: 0 won") }

    // The second instance tops up while the first waits for input on the finance tab.
    let second = await Session.run(["2", "t", "7000"], dataDirectory: directory.url)
    second.expectClean()
    check.yield()
    await output.waitUntil { $0.contains("SuperPay balance: 7,000 won") }
    #expect(output.text.hasSuffix("Cards on file\n  Visa ****1111\n  [a] Add card\n> "))

    typing.finish()
    #expect(await first.value == 0)
    check.finish()
  }

  @Test func topupWithoutACardStartsByAddingOne() async throws {
    let session = await Session.run(["2", "t"] + Self.visa + ["5000"])

    let afterCard = try #require(session.transcript.range(of: "CVC: ***"))
    #expect(
      session.transcript[afterCard.upperBound...].hasPrefix("\n\n== Top up ==\nCard: Visa ****1111")
    )
    #expect(session.transcript.contains("SuperPay balance: 5,000 won"))
    try session.expectTranscript(named: "top-up-without-a-card")
  }

  @Test func topupWithAnotherCardOrACardAddedOnTheWay() async throws {
    let session = await Session.run(
      ["2", "a"] + Self.visa + ["a"] + Self.mastercard
        + ["t", "c", "2", "c", "a"] + Self.amex + ["700", ":tree"])

    #expect(
      session.transcript.contains(
        "== Choose a card ==\n  1. Visa ****1111\n  2. Mastercard ****4444"))
    #expect(session.transcript.contains("Card: Mastercard ****4444"))
    #expect(session.transcript.contains("Card: American Express ****0005"))
    #expect(session.transcript.contains("SuperPay balance: 700 won"))
    #expect(
      session.transcript.contains(
        "  Visa ****1111\n  Mastercard ****4444\n  American Express ****0005"))
    try session.expectTranscript(named: "top-up-with-another-card")
  }

  @Test func rideWithTooLittleBalanceOffersTheSameTopupFirst() async throws {
    let session = await Session.run(
      ["2", "a"] + Self.visa + ["1", "r", "y", ":tree", "18000", "2"])

    #expect(
      session.transcript.contains(
        "The ride costs 18,000 won; your balance is 0 won. Top up first."))
    #expect(
      session.transcript.contains("      Topup (active)\n        EnterAmount (active)"))
    #expect(session.transcript.contains("Your ride is booked: 18,000 won paid with SuperPay."))
    #expect(
      session.transcript.hasSuffix(
        "SuperPay balance: 0 won\n  [t] Top up\n\nCards on file\n  Visa ****1111\n  [a] Add card\n> \nGoodbye!\n"
      ))
    try session.expectTranscript(named: "ride-with-top-up")
  }

  @Test func closingAnyStepEndsTheFlowCleanly() async throws {
    let session = await Session.run(
      ["2", "t", "x", "a"] + Self.visa + [
        "t", "c", "a", "x", "x", "x", ":tree", "1", "r", "y", "x", "x", ":tree",
      ])

    let trees = session.transcript.components(separatedBy: "AppRoot (active)").dropFirst()
    #expect(trees.count == 2)
    for tree in trees {
      #expect(!tree.contains("Topup"), "\(tree)")
      #expect(!tree.contains("TransportHome"), "\(tree)")
    }
    #expect(session.transcript.contains("SuperPay balance: 0 won"))
    try session.expectTranscript(named: "close-every-step")
  }

  @Test func theProfileShowsACardAndAsksWhichCardToRemoveAndBackCancels() async throws {
    let directory = try TemporaryDirectory()
    let session = await Session.run(
      ["2", "a"] + Self.visa + ["3", "c1", ":tree", ":back", "d", "5", ":back", "d", "1", "d"],
      dataDirectory: directory.url)

    // The card picked is shown above the profile, as a phone shows a split view's detail.
    #expect(session.transcript.contains("> c1\n\n== Card ==\n\nVisa ****1111\nExpires 12/30\n"))
    #expect(session.transcript.contains("  ProfileHome (active)\n    CardDetail (active)\n"))
    let question =
      "== Remove which card? ==\n"
      + "A card removed no longer tops up SuperPay; you can add it again.\n"
      + "  1. Visa ****1111, expires 12/30\n  2. Cancel\n"
    #expect(session.transcript.components(separatedBy: question).count == 3)
    #expect(session.transcript.contains("> 5\nType 1-2 for one of the choices.\n"))
    #expect(
      session.transcript.contains("  No cards yet.\n  [n] Change name\nRemoved Visa ****1111.\n"))
    // With no card left, the profile offers no removal.
    #expect(
      session.transcript.contains("> d\nThere is no 'd' here. Type 1-3 for a tab, or one of: n.\n"))
    let wallet = try #require(try WalletFile(directory: directory.url).load())
    #expect(wallet.paymentMethods.isEmpty)
    try session.expectTranscript(named: "remove-card")
  }

  @Test func goingBackPopsAScreenAndFromTheFirstScreenEndsTheFlow() async throws {
    let session = await Session.run(
      ["2", "a"] + Self.visa + [
        "t", "c", ":back", ":tree", "\u{1B}", ":tree", "t", "5000", "a", ":back", ":tree",
      ])

    let trees = Array(session.transcript.components(separatedBy: "AppRoot (active)").dropFirst())
    #expect(trees.count == 3)
    // Back from the card list: its RIB is detached, the amount screen is on top again.
    #expect(trees.first?.contains("EnterAmount (active)") == true)
    #expect(trees.first?.contains("CardOnFile ") == false)
    // Esc on the amount, the flow's first screen: the whole flow is detached.
    #expect(trees[1].contains("Topup") == false)
    // And it starts again as new.
    #expect(session.transcript.contains("SuperPay balance: 5,000 won"))
    // The card form, presented by the finance tab, closes with :back too.
    #expect(trees[2].contains("AddPaymentMethod") == false)
    #expect(trees[2].contains("FinanceHome (active)"))
    try session.expectTranscript(named: "go-back")
  }

  @Test func inspectPrintsTheInspectorsAddress() async throws {
    let session = await Session.run([":inspect"], arguments: ["--inspect"])

    let line = try #require(session.errors.split(separator: "\n").first)
    #expect(line.hasPrefix("RIB inspector: http://127.0.0.1:"))
    #expect(session.transcript.components(separatedBy: line).count == 3)
    #expect(session.status == 0)
    #expect(session.diagnostics.isEmpty)
  }

  @Test func badInputsGetOneLineAndNothingChanges() async throws {
    let session = await Session.run([
      "9", "zzz", ":frobnicate", "", "2", "a", "abcd", "4111 1111 1111 1112", "4111", "",
      "4111 1111 1111 1111", "13/30", "1230", "01/20", "12/30", "12", "abc", "123", "t", "ten", "0",
      "-5", "2000000", "12.5", "", "x", ":tree --nope",
    ])

    for line in [
      "There is no '9' here. Type 1-3 for a tab, or one of: r.",
      "There is no 'zzz' here. Type 1-3 for a tab, or one of: r.",
      "Unknown command ':frobnicate'. Type :help for the commands.",
      "Type 1-3 for a tab, or one of: r.",
      "A card number is made of digits, such as 4111 1111 1111 1111.",
      "This card number is not valid (it fails the Luhn check). Check it and type it again.",
      "A card number has 13 to 19 digits; this one has 4.",
      "This card's CVC has 3 digits, such as 123.",
      "There is no month 13; months go from 01 to 12.",
      "Type the expiry date as MM/YY, such as 08/29.",
      "This card expired at the end of 01/20. Add a card that has not expired.",
      "'ten' is not an amount. Type one such as 10000.",
      "Top up more than 0 won.",
      "An amount cannot be negative.",
      "The most you can top up at once is 1,000,000 won.",
      "Amounts are whole won, such as 10000.",
      "Type an amount in won, such as 10000.",
      "Unknown option '--nope'. Use :tree, or :tree --save <file>.",
    ] {
      #expect(session.transcript.contains(line + "\n"), "missing: \(line)")
    }
    #expect(
      !session.transcript.contains(
        "SuperPay balance: 0 won\n  [t] Top up\n\nCards on file\n  No cards yet.\n  [a] Add card\n> t"
      ))
    #expect(
      session.transcript.hasSuffix(
        "SuperPay balance: 0 won\n  [t] Top up\n\nCards on file\n  Visa ****1111\n  [a] Add card\n> :tree --nope\nUnknown option '--nope'. Use :tree, or :tree --save <file>.\n> \nGoodbye!\n"
      ))
    try session.expectTranscript(named: "bad-inputs")
  }

  @Test func deepLinksOpenEachScreenAndABadLinkChangesNothing() async throws {
    let session = await Session.run(
      Self.visa + [
        ":open superapp://finance/topup?amount=12,000", "", ":open superapp://transport",
        ":open superapp://profile", ":open superapp://home", ":open superapp://finance", "t",
        ":open superapp://finance/cards/add", ":open superapp://finance/topup?amount=500", "x",
        ":open superapp://finance/topup?amount=abc", ":open superapp://wallet",
        ":open https://example.com", ":open", ":open not a url", ":help",
      ], arguments: ["--open", "superapp://finance/cards/add"])

    for line in [
      "Added Visa ****1111.",
      "The link suggests 12,000 won: press Return to top up that, or type an amount.",
      "Topped up 12,000 won with Visa ****1111.",
      "== Ride ==", "== Profile ==",
      "A top-up is open: finish or close it, then open the link again.",
      "Cannot open superapp://finance/topup?amount=abc: amount=abc is not a number of won. "
        + ":help lists the links.",
      "Cannot open superapp://wallet: there is no screen 'wallet'. :help lists the links.",
      "Cannot open https://example.com: the scheme is not superapp://. :help lists the links.",
      "Type a URL after :open, such as superapp://finance/topup?amount=10000.",
      "Cannot open 'not a url': it is not a URL.",
      "                         superapp://finance/topup?amount=<won>",
    ] {
      #expect(session.transcript.contains(line + "\n"), "missing: \(line)")
    }
    // The link at launch opened the card form on the finance tab before the first screen.
    #expect(session.transcript.hasPrefix("\n== Add a card ==\n"))
    // The home tab's link shows the tab as it was left: the ride open on it.
    #expect(session.transcript.contains("> :open superapp://home\n\n== Ride ==\n"))
    // No bad link moved the user: each answer is followed by the same prompt.
    let finance = "SuperPay balance: 12,000 won\n  [t] Top up"
    #expect(session.transcript.components(separatedBy: finance).count == 4)
    try session.expectTranscript(named: "deep-links")
  }

  @Test func aFailedSaveChangesNothing() async throws {
    let card = PaymentMethod(
      id: "card-1", brand: "Visa", lastDigits: "1111", expiry: CardExpiry(month: 12, year: 2030))
    let storage = InMemoryWalletStorage(wallet: Wallet(balance: 500, paymentMethods: [card]))
    storage.failure = "no space left on device"

    let session = await Session.run(
      ["2", "t", "10000", "x", "a"] + Self.mastercard + ["x"], storage: storage)

    #expect(
      session.transcript.contains(
        "Could not top up: Cannot save the wallet to memory: no space left on device."))
    #expect(
      session.transcript.contains(
        "Could not add the card: Cannot save the wallet to memory: no space left on device."))
    #expect(!session.transcript.contains("SuperPay balance: 10,500 won"))
    #expect(storage.wallet?.balance == 500)
    #expect(storage.wallet?.paymentMethods == [card])
    session.expectClean()
  }

  @Test func anUnreadableWalletIsReportedAndLeftAsItIs() async throws {
    let directory = try TemporaryDirectory()
    let file = directory.url.appendingPathComponent("wallet.json")
    try Data("{ \"balance\": 12".utf8).write(to: file)

    let session = await Session.run(["2"], dataDirectory: directory.url)

    #expect(session.status == 65)
    #expect(session.transcript.isEmpty)
    #expect(
      session.errors == """
        Cannot read the wallet at \(file.path): it is not a wallet in JSON. MiniSuperApp left the \
        file as it is; fix or move it, or choose another --data-dir.

        """)
    #expect(try String(contentsOf: file, encoding: .utf8) == "{ \"balance\": 12")
  }

  @Test func typedEscapeSequencesAreEchoedAsText() async throws {
    let session = await Session.run(["\u{1B}[31mzzz\u{0}", "3", "n", "\u{1B}]2;PWNED\u{7}"])

    #expect(!session.transcript.unicodeScalars.contains { $0 == "\u{1B}" || $0.value == 0 })
    #expect(session.transcript.contains(#"There is no '\u{1B}[31mzzz\u{0}' here."#))
    // Typed control characters arrive as the text that shows them, and stay that text.
    #expect(session.transcript.contains(#"Name: \u{1B}]2;PWNED\u{7}"#))
    session.expectClean()
  }

  @Test func aWalletEditedToHoldEscapeSequencesIsRefusedAndLeftAsItIs() async throws {
    let directory = try TemporaryDirectory()
    let file = directory.url.appendingPathComponent("wallet.json")
    let hostile = #"""
      {"version": 1, "userName": "\u001b]2;PWNED\u0007", "balance": 5, "paymentMethods": []}
      """#
    try Data(hostile.utf8).write(to: file)

    let session = await Session.run(["2"], dataDirectory: directory.url)

    #expect(session.status == 65)
    #expect(session.errors.contains("its user name is not one the app accepts"))
    #expect(!session.errors.unicodeScalars.contains { $0 == "\u{1B}" })
    #expect(try String(contentsOf: file, encoding: .utf8) == hostile)
  }

  @Test func endOfInputInTheMiddleOfAFormSaysGoodbye() async throws {
    let session = await Session.run(["2", "a", "4111 1111 1111 1111"])
    #expect(session.status == 0)
    #expect(session.transcript.hasSuffix("Expiry (MM/YY): \nGoodbye!\n"))
    session.expectClean()
  }

  @Test func traceShowsTheTabsAttachedInDidBecomeActiveOnTheErrorOutput() async throws {
    let traced = await Session.run(["2"], arguments: ["--trace"])
    let plain = await Session.run(["2"])

    #expect(
      traced.errors.hasPrefix(
        "[trace] activate AppRoot\n[trace] attach AppHome (parent: AppRoot)"))
    #expect(traced.errors.split(separator: "\n").allSatisfy { $0.hasPrefix("[trace] ") })
    // The screens are the same: on a terminal, clearing the screen does not wipe the trace.
    #expect(traced.transcript == plain.transcript)
    #expect(traced.diagnostics.isEmpty)
    #expect(traced.leaks.leaks.isEmpty)
  }

  @Test func treeSavesASnapshotThatDecodes() async throws {
    let directory = try TemporaryDirectory()
    let url = directory.url.appendingPathComponent("tree.json")

    let session = await Session.run(["2", "t", ":tree --save \(url.path)"])

    // The profile tab is attached once selected.
    #expect(session.transcript.contains("Saved the RIB tree (7 RIBs) to \(url.path)."))
    let snapshot = try JSONDecoder().decode(RIBTreeSnapshot.self, from: Data(contentsOf: url))
    #expect(snapshot.name == "AppRoot")
    #expect(snapshot.children.map(\.name) == ["AppHome", "FinanceHome"])
    session.expectClean()
  }

  @Test func helpOptionPrintsUsage() async {
    let session = await Session.run([], arguments: ["--help"])
    #expect(session.status == 0)
    #expect(
      session.transcript.contains(
        "USAGE: MiniSuperApp [--data-dir <dir>] [--open <url>] [--trace] [--inspect [<port>]]"))
    #expect(session.errors.isEmpty)
  }

  @Test(arguments: [
    (["--bogus"], "Unknown option '--bogus'."),
    (["--data-dir"], "Missing value for '--data-dir <dir>'."),
    (["--data-dir", ""], "--data-dir needs a directory."),
  ])
  func badOptionsExitWithStatus64AndOneLineOnStandardError(
    arguments: [String], message: String
  ) async {
    let session = await Session.run([], arguments: arguments)
    #expect(session.status == 64)
    #expect(session.errors == "\(message) Run MiniSuperApp --help for the options.\n")
    #expect(session.transcript.isEmpty)
  }
}
