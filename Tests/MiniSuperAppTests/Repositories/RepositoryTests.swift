import Foundation
import RIBsCombine
import Testing

@testable import MiniSuperAppKit

#if canImport(Combine)
  import Combine
#else
  import OpenCombine
#endif

@MainActor
@Suite struct RepositoryTests {
  @Test func addingACardSavesItThenPublishesIt() async throws {
    let (store, storage) = try Fixtures.store()
    let repository = CardOnFileRepositoryImp(store: store)

    let card = try await repository.addCard(
      number: "5555555555554444", expiry: CardExpiry(month: 6, year: 2029))

    #expect(card.displayName == "Mastercard ****4444")
    #expect(repository.cardOnFile.value == [card])
    #expect(storage.wallet?.paymentMethods == [card])
  }

  @Test func aCardThatCannotBeSavedIsNotAdded() async throws {
    let (store, storage) = try Fixtures.store(cards: [Fixtures.visa])
    storage.failure = "disk full"
    let repository = CardOnFileRepositoryImp(store: store)

    await #expect(throws: WalletStorageError.unwritable(path: "memory", reason: "disk full")) {
      try await repository.addCard(number: "5555555555554444", expiry: Fixtures.visa.expiry)
    }
    #expect(repository.cardOnFile.value == [Fixtures.visa])
    #expect(store.wallet.paymentMethods == [Fixtures.visa])
  }

  @Test func topUpAddsToTheBalanceWithACardOnFileOnly() async throws {
    let (store, storage) = try Fixtures.store(cards: [Fixtures.visa], balance: 100)
    let repository = SuperPayRepositoryImp(store: store, now: { Session.today })

    try await repository.topup(amount: 900, paymentMethodID: Fixtures.visa.id)
    #expect(repository.balance.value == 1_000)
    #expect(storage.wallet?.balance == 1_000)

    await #expect(throws: SuperPayError.unknownPaymentMethod) {
      try await repository.topup(amount: 5, paymentMethodID: "stolen")
    }
    #expect(repository.balance.value == 1_000)
  }

  @Test func aTopUpCannotTakeTheBalancePastWhatAWalletMayHold() async throws {
    let (store, storage) = try Fixtures.store(
      cards: [Fixtures.visa], balance: Wallet.maximumBalance - 500)
    let repository = SuperPayRepositoryImp(store: store, now: { Session.today })

    await #expect(throws: SuperPayError.balanceLimit(room: 500)) {
      try await repository.topup(amount: 501, paymentMethodID: Fixtures.visa.id)
    }
    #expect(storage.wallet?.balance == Wallet.maximumBalance - 500)
    try await repository.topup(amount: 500, paymentMethodID: Fixtures.visa.id)
    #expect(repository.balance.value == Wallet.maximumBalance)
    // What was saved can be read again: the next start does not refuse it.
    #expect(
      try Wallet.decode(from: JSONEncoder().encode(storage.wallet)).balance == 1_000_000_000_000)
  }

  @Test func aCardThatExpiredSinceItWasAddedIsRefusedWhenUsed() async throws {
    let expired = PaymentMethod(
      id: "old", brand: "Visa", lastDigits: "0000", expiry: CardExpiry(month: 10, year: 2026))
    let (store, _) = try Fixtures.store(cards: [expired], balance: 0)
    let repository = SuperPayRepositoryImp(store: store, now: { Session.today })

    await #expect(throws: SuperPayError.cardExpired(expired)) {
      try await repository.topup(amount: 1_000, paymentMethodID: "old")
    }
    #expect(repository.balance.value == 0)
    #expect(
      SuperPayError.cardExpired(expired).description
        == "Visa ****0000 expired at the end of 10/26; choose or add another card.")
  }

  @Test func theSameCardTwiceIsRefused() async throws {
    let (store, _) = try Fixtures.store(cards: [Fixtures.visa])
    let repository = CardOnFileRepositoryImp(store: store)

    await #expect(throws: CardOnFileError.duplicate(Fixtures.visa)) {
      try await repository.addCard(number: "4111111111111111", expiry: Fixtures.visa.expiry)
    }
    #expect(repository.cardOnFile.value == [Fixtures.visa])
    // The same number with another expiry is a new card (a renewed one).
    _ = try await repository.addCard(
      number: "4111111111111111", expiry: CardExpiry(month: 1, year: 2031))
    #expect(repository.cardOnFile.value.count == 2)
  }

  @Test func aWalletHoldsAtMostTwentyCards() async throws {
    let cards = (1...Wallet.maximumCardCount).map { index in
      PaymentMethod(
        id: "card-\(index)", brand: "Visa", lastDigits: "1111",
        expiry: CardExpiry(month: 1 + index % 12, year: 2030 + index / 12))
    }
    let (store, _) = try Fixtures.store(cards: cards)
    let repository = CardOnFileRepositoryImp(store: store)

    await #expect(throws: CardOnFileError.tooManyCards) {
      try await repository.addCard(
        number: "5555555555554444", expiry: CardExpiry(month: 6, year: 2029))
    }
    #expect(repository.cardOnFile.value.count == Wallet.maximumCardCount)
  }

  @Test func payingTakesFromTheBalanceButNeverBelowZero() async throws {
    let (store, _) = try Fixtures.store(balance: 20_000)
    let repository = SuperPayRepositoryImp(store: store, now: { Session.today })

    try await repository.pay(amount: 18_000)
    #expect(repository.balance.value == 2_000)

    await #expect(throws: SuperPayError.insufficientBalance(missing: 16_000)) {
      try await repository.pay(amount: 18_000)
    }
    #expect(repository.balance.value == 2_000)
  }

  @Test func aBalanceThatCannotBeSavedDoesNotChange() async throws {
    let (store, storage) = try Fixtures.store(cards: [Fixtures.visa], balance: 100)
    storage.failure = "read-only file system"
    let repository = SuperPayRepositoryImp(store: store, now: { Session.today })

    await #expect(throws: WalletStorageError.self) {
      try await repository.topup(amount: 900, paymentMethodID: Fixtures.visa.id)
    }
    await #expect(throws: WalletStorageError.self) { try await repository.pay(amount: 50) }
    #expect(repository.balance.value == 100)
    #expect(store.wallet.balance == 100)
  }

  @Test func whatAnotherInstanceSavedIsPublishedOnReload() async throws {
    let (mine, storage) = try Fixtures.store(cards: [Fixtures.visa], balance: 100)
    let balance = SuperPayRepositoryImp(store: mine, now: { Session.today })
    let cards = CardOnFileRepositoryImp(store: mine)
    let profile = ProfileRepositoryImp(store: mine)
    var balances: [Int] = []
    let subscription = balance.balance.sink { balances.append($0) }
    defer { subscription.cancel() }

    // Another instance, on the same storage, tops up, adds a card and renames.
    let theirs = try WalletStore(storage: storage)
    try await SuperPayRepositoryImp(store: theirs, now: { Session.today })
      .topup(amount: 400, paymentMethodID: Fixtures.visa.id)
    let added = try await CardOnFileRepositoryImp(store: theirs)
      .addCard(number: "5555555555554444", expiry: CardExpiry(month: 6, year: 2029))
    try await ProfileRepositoryImp(store: theirs).rename(to: "Ann")
    #expect(balance.balance.value == 100)

    mine.reload()
    mine.reload()
    #expect(balances == [100, 500])
    #expect(cards.cardOnFile.value == [Fixtures.visa, added])
    #expect(profile.userName.value == "Ann")
  }

  @Test func aWalletThatCannotBeReadOnReloadLeavesTheOneInMemory() async throws {
    let directory = try TemporaryDirectory()
    let file = WalletFile(directory: directory.url)
    let store = try WalletStore(storage: file)
    let repository = ProfileRepositoryImp(store: store)
    try await repository.rename(to: "Ann")
    try Data("not json".utf8).write(to: directory.url.appendingPathComponent("wallet.json"))

    store.reload()
    #expect(repository.userName.value == "Ann")
    await #expect(throws: WalletStorageError.self) { try await repository.rename(to: "Bo") }
    #expect(repository.userName.value == "Ann")
  }

  @Test func renamingSavesThenPublishesTheName() async throws {
    let (store, storage) = try Fixtures.store()
    let repository = ProfileRepositoryImp(store: store)
    #expect(repository.userName.value == "Guest")

    try await repository.rename(to: "Alice")

    #expect(repository.userName.value == "Alice")
    #expect(storage.wallet?.userName == "Alice")
  }
}
