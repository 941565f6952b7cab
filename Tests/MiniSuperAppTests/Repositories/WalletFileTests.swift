import Foundation
import Testing

@testable import MiniSuperAppKit

@MainActor
@Suite struct WalletFileTests {
  @Test func aMissingFileIsANewWallet() throws {
    let directory = try TemporaryDirectory()
    let file = WalletFile(directory: directory.url.appendingPathComponent("not/yet"))
    #expect(try file.load() == nil)
  }

  @Test func savesAndLoadsTheWalletCreatingTheDirectory() throws {
    let directory = try TemporaryDirectory()
    let file = WalletFile(directory: directory.url.appendingPathComponent("data"))
    let wallet = Wallet(userName: "Alice", balance: 12_000, paymentMethods: [Fixtures.visa])

    try file.save(wallet)

    #expect(try file.load() == wallet)
    #expect(
      try WalletFile(directory: directory.url.appendingPathComponent("data")).load() == wallet)
    // The atomic write leaves no temporary file behind.
    let names = try FileManager.default.contentsOfDirectory(
      atPath: directory.url.appendingPathComponent("data").path)
    #expect(names == ["wallet.json"])
  }

  @Test func aFileThatIsNotAWalletIsReportedAndLeftAlone() throws {
    let directory = try TemporaryDirectory()
    let file = WalletFile(directory: directory.url)
    try Data("[1, 2, 3]".utf8).write(to: file.url)

    #expect(
      throws: WalletStorageError.unreadable(
        path: file.url.path, reason: "it is not a wallet in JSON")
    ) { try file.load() }
    // Starting on it is refused, so nothing overwrites it.
    #expect(throws: WalletStorageError.self) { try WalletStore(storage: file) }
    #expect(try Data(contentsOf: file.url) == Data("[1, 2, 3]".utf8))
  }

  @Test func aWalletInAnotherFormatIsReported() throws {
    let directory = try TemporaryDirectory()
    let file = WalletFile(directory: directory.url)
    try Data(#"{"version": 2, "userName": "A", "balance": 1, "paymentMethods": []}"#.utf8).write(
      to: file.url)

    #expect(
      throws: WalletStorageError.unreadable(
        path: file.url.path, reason: "it is in format 2, this app reads format 1")
    ) { try file.load() }
  }

  @Test func aDirectoryInPlaceOfTheFileIsReported() throws {
    let directory = try TemporaryDirectory()
    let file = WalletFile(directory: directory.url)
    try FileManager.default.createDirectory(at: file.url, withIntermediateDirectories: true)

    #expect(throws: WalletStorageError.unreadable(path: file.url.path, reason: "it is a directory"))
    {
      try file.load()
    }
    #expect(throws: WalletStorageError.unwritable(path: file.url.path, reason: "it is a directory"))
    {
      try file.save(Wallet())
    }
  }

  @Test func aDataDirectoryThatIsAFileIsReported() throws {
    let directory = try TemporaryDirectory()
    let notADirectory = directory.url.appendingPathComponent("file")
    try Data().write(to: notADirectory)
    let file = WalletFile(directory: notADirectory)
    let reason = "the data directory \(notADirectory.path) is a file"

    #expect(throws: WalletStorageError.unreadable(path: file.url.path, reason: reason)) {
      try file.load()
    }
    #expect(throws: WalletStorageError.unwritable(path: file.url.path, reason: reason)) {
      try file.save(Wallet())
    }
  }

  @Test func aFileOnTheWayToTheDataDirectoryIsNamed() throws {
    let directory = try TemporaryDirectory()
    let blocker = directory.url.appendingPathComponent("file")
    try Data().write(to: blocker)
    let file = WalletFile(directory: blocker.appendingPathComponent("data"))

    #expect(
      throws: WalletStorageError.unwritable(
        path: file.url.path,
        reason: "\(blocker.path), on the way to the data directory, is a file")
    ) { try file.save(Wallet()) }
  }

  @Test(arguments: ["1e300", "-5", "0.5", "17999.6", "1000000000001"])
  func aBalanceNoOneCouldHaveIsReported(balance: String) throws {
    let directory = try TemporaryDirectory()
    let file = WalletFile(directory: directory.url)
    try Data(#"{"version": 1, "userName": "A", "balance": \#(balance), "paymentMethods": []}"#.utf8)
      .write(to: file.url)

    #expect {
      try file.load()
    } throws: { error in
      "\(error)".contains("is not a whole number of won between 0 and 1,000,000,000,000 won")
    }
  }

  @Test(arguments: [
    (
      #"{"id": "x", "brand": "\u001b[31mVisa", "lastDigits": "1111", "expiry": {"month": 1, "year": 2030}}"#,
      "card 1"
    ),
    (
      #"{"id": "x", "brand": "Visa", "lastDigits": "11\u202e1", "expiry": {"month": 1, "year": 2030}}"#,
      "card 1"
    ),
    (
      #"{"id": "x", "brand": "Visa", "lastDigits": "1111", "expiry": {"month": 13, "year": 2030}}"#,
      "card 1"
    ),
    (
      #"{"id": "", "brand": "Visa", "lastDigits": "1111", "expiry": {"month": 1, "year": 2030}}"#,
      "card 1"
    ),
  ])
  func aCardTheAppCouldNotHaveSavedIsReported(card: String, named: String) throws {
    let directory = try TemporaryDirectory()
    let file = WalletFile(directory: directory.url)
    let json = #"{"version": 1, "userName": "A", "balance": 1, "paymentMethods": [\#(card)]}"#
    try Data(json.utf8).write(to: file.url)

    #expect {
      try file.load()
    } throws: { error in
      "\(error)".contains("\(named) is not one the app could have saved")
    }
  }

  @Test func moreCardsThanTheAppShowsAreReported() throws {
    let directory = try TemporaryDirectory()
    let file = WalletFile(directory: directory.url)
    let cards = (0...Wallet.maximumCardCount).map { index in
      PaymentMethod(
        id: "c\(index)", brand: "Visa", lastDigits: "1111",
        expiry: CardExpiry(month: 1, year: 2030 + index))
    }
    try JSONEncoder().encode(Wallet(balance: 1, paymentMethods: cards)).write(to: file.url)

    #expect {
      try file.load()
    } throws: { error in
      "\(error)".contains("it has 21 cards, more than 20")
    }
  }
}
