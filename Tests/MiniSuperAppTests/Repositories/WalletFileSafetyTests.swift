import AppSessionSupport
import Foundation
import Testing

@testable import MiniSuperAppKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What keeps a user's money: instances that share a data directory, crashes while saving, links
/// and special files where the wallet should be, permissions.
@MainActor
@Suite struct WalletFileSafetyTests {
  // MARK: Two instances

  /// Tops up the wallet in `path` by 1 won `count` times, each a transaction of its own.
  nonisolated static func topUpOneWonAtATime(in path: String, count: Int) async -> Bool {
    await MainActor.run {
      let file = WalletFile(directory: URL(fileURLWithPath: path))
      for _ in 0..<count {
        do {
          _ = try file.update { $0.balance += 1 }
        } catch {
          return false
        }
      }
      return true
    }
  }

  @Test func twoProcessesChangingOneWalletLoseNoUpdate() async throws {
    let directory = try TemporaryDirectory()
    // No wallet yet: both processes may find none, and only one may create it.
    let path = directory.url.appendingPathComponent("data").path

    // Two real processes, each with its own WalletFile, contending for the same file.
    async let first = #expect(processExitsWith: .success) { [path = path as String] in
      let done = await WalletFileSafetyTests.topUpOneWonAtATime(in: path, count: 300)
      // Without exit handlers: under AddressSanitizer the leak check at exit fails now and then in a
      // child whose threads are still winding down, with a bare status 1 (.ci/check-sanitizers).
      _exit(done ? EXIT_SUCCESS : EXIT_FAILURE)
    }
    async let second = #expect(processExitsWith: .success) { [path = path as String] in
      let done = await WalletFileSafetyTests.topUpOneWonAtATime(in: path, count: 300)
      // Without exit handlers: under AddressSanitizer the leak check at exit fails now and then in a
      // child whose threads are still winding down, with a bare status 1 (.ci/check-sanitizers).
      _exit(done ? EXIT_SUCCESS : EXIT_FAILURE)
    }
    _ = await (first, second)

    #expect(try WalletFile(directory: URL(fileURLWithPath: path)).load()?.balance == 600)
  }

  @Test func aChangeIsCheckedAgainstTheWalletAsAnotherInstanceLeftIt() throws {
    let directory = try TemporaryDirectory()
    let mine = WalletFile(directory: directory.url)
    let theirs = WalletFile(directory: directory.url)
    try mine.save(Wallet(balance: 18_000))
    let store = try WalletStore(storage: mine)

    // The other instance pays the ride first; this one still shows 18,000 won.
    _ = try theirs.update { $0.balance -= 18_000 }

    #expect(throws: SuperPayError.insufficientBalance(missing: 18_000)) {
      try store.update { wallet in
        guard wallet.balance >= 18_000 else {
          throw SuperPayError.insufficientBalance(missing: 18_000 - wallet.balance)
        }
        wallet.balance -= 18_000
      }
    }
    #expect(store.wallet.balance == 0)
    #expect(try mine.load()?.balance == 0)
  }

  // MARK: Crashes while saving

  @Test func temporaryFilesOfAKilledInstanceAreRemovedAtStart() async throws {
    let directory = try TemporaryDirectory()
    let file = WalletFile(directory: directory.url)
    try file.save(Wallet(balance: 5))
    let abandoned = directory.url.appendingPathComponent(WalletFile.temporaryPrefix + "4242-1")
    try Data("{ half a wal".utf8).write(to: abandoned)
    let unrelated = directory.url.appendingPathComponent("notes.txt")
    try Data("mine".utf8).write(to: unrelated)

    let session = await Session.run([], dataDirectory: directory.url)

    #expect(session.status == 0)
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.url.path).sorted()
    #expect(names == ["notes.txt", "wallet.json"])
    #expect(try file.load()?.balance == 5)
  }

  @Test func aSaveLeavesNoTemporaryFileAndANewWalletIsTheOwnersOnly() throws {
    let directory = try TemporaryDirectory()
    let file = WalletFile(directory: directory.url)

    try file.save(Wallet(balance: 1))
    try file.save(Wallet(balance: 2))

    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory.url.path) == ["wallet.json"])
    #expect(try Self.permissions(of: file.url.path) == 0o600)
  }

  @Test func aSaveKeepsThePermissionsOfTheWallet() throws {
    let directory = try TemporaryDirectory()
    let file = WalletFile(directory: directory.url)
    try file.save(Wallet(balance: 1))
    chmod(file.url.path, 0o640)

    try file.save(Wallet(balance: 2))

    #expect(try Self.permissions(of: file.url.path) == 0o640)
  }

  // MARK: Links and special files

  @Test func aWalletThatIsALinkIsReadAndWrittenThroughToItsTarget() throws {
    let directory = try TemporaryDirectory()
    let elsewhere = directory.url.appendingPathComponent("synced")
    try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
    let real = WalletFile(directory: elsewhere)
    try real.save(Wallet(balance: 10))
    let data = directory.url.appendingPathComponent("data")
    try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
    let linked = WalletFile(directory: data)
    try FileManager.default.createSymbolicLink(at: linked.url, withDestinationURL: real.url)

    _ = try linked.update { $0.balance += 5 }

    #expect(try real.load()?.balance == 15)
    #expect(try linked.load()?.balance == 15)
    let destination = try FileManager.default.destinationOfSymbolicLink(atPath: linked.url.path)
    #expect(destination == real.url.path)
  }

  @Test func aLinkThatLeadsNowhereIsReportedAndNeverReplaced() throws {
    let directory = try TemporaryDirectory()
    let file = WalletFile(directory: directory.url)
    let missing = directory.url.appendingPathComponent("gone.json").path
    try FileManager.default.createSymbolicLink(atPath: file.url.path, withDestinationPath: missing)

    #expect(throws: WalletStorageError.self) { try file.load() }
    #expect(throws: WalletStorageError.self) { try file.save(Wallet(balance: 1)) }

    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: file.url.path) == missing)
    #expect(!FileManager.default.fileExists(atPath: missing))
    #expect {
      try file.load()
    } throws: { error in
      "\(error)".contains("it is a symbolic link to \(missing), which does not exist")
    }
  }

  @Test func aLinkLoopIsReportedAndNeverReplaced() throws {
    let directory = try TemporaryDirectory()
    let file = WalletFile(directory: directory.url)
    try FileManager.default.createSymbolicLink(
      atPath: file.url.path, withDestinationPath: file.url.path)

    #expect {
      try file.load()
    } throws: { error in
      "\(error)".contains("it is a symbolic link in a loop of links")
    }
    #expect(throws: WalletStorageError.self) { try file.save(Wallet()) }
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: file.url.path) == file.url.path)
  }

  @Test func aPipeInPlaceOfTheWalletIsReportedWithoutWaitingForAWriter() throws {
    let directory = try TemporaryDirectory()
    let file = WalletFile(directory: directory.url)
    #expect(mkfifo(file.url.path, 0o600) == 0)

    #expect(
      throws: WalletStorageError.unreadable(
        path: file.url.path, reason: "it is not a file but a device, a socket or a pipe")
    ) { try file.load() }
  }

  @Test func aFileLargerThanAnyWalletIsRefusedUnreadAndKept() throws {
    let directory = try TemporaryDirectory()
    let file = WalletFile(directory: directory.url)
    try file.save(Wallet(balance: 5_000))
    // A saved wallet, padded with spaces (still its JSON) to exactly the limit: read as before.
    let saved = try Data(contentsOf: file.url)
    let padding = Data(repeating: UInt8(ascii: " "), count: WalletFile.maximumSize - saved.count)
    try (saved + padding).write(to: file.url)
    #expect(try file.load()?.balance == 5_000)

    // One byte more: refused, and neither a load nor a change touches it.
    try (saved + padding + Data(" ".utf8)).write(to: file.url)
    let refusal = WalletStorageError.unreadable(
      path: file.url.path,
      reason: "it is larger than 1048576 bytes, far more than any wallet the app writes")
    #expect(throws: refusal) { try file.load() }
    #expect(throws: refusal) { _ = try file.update { $0.balance += 1 } }
    #expect(try Data(contentsOf: file.url).count == WalletFile.maximumSize + 1)
  }

  private static func permissions(of path: String) throws -> Int {
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    return (attributes[.posixPermissions] as? Int) ?? -1
  }
}
