import RIBs
import RIBsCombine
import RIBsNavigation
import RIBsTesting
import Testing

@testable import MiniSuperAppKit

@MainActor
@Suite struct ProfileHomeInteractorTests {
  final class Dependency: ProfileHomeInteractorDependency {
    let profileRepository: any ProfileRepository
    let cardOnFileRepository: any CardOnFileRepository
    init(store: WalletStore) {
      profileRepository = ProfileRepositoryImp(store: store)
      cardOnFileRepository = CardOnFileRepositoryImp(store: store)
    }
  }

  let presenter = ProfileHomePresentableMock()
  let router = ProfileHomeRoutingMock()
  let dependency: Dependency
  let interactor: ProfileHomeInteractor
  /// Active for the test; deactivated on the main actor when the suite goes.
  let activation: ScopedActivation

  init() throws {
    dependency = Dependency(
      store: try Fixtures.store(cards: [Fixtures.visa, Fixtures.mastercard]).store)
    interactor = ProfileHomeInteractor(presenter: presenter, dependency: dependency)
    interactor.router = router
    activation = ScopedActivation(of: interactor)
  }

  @Test func showsTheNameAndTheCards() {
    #expect(presenter.names == ["Guest"])
    #expect(presenter.cards == [["Visa ****1111", "Mastercard ****4444"]])
  }

  @Test func aCardPickedInTheListIsShownByItsIdentifier() {
    interactor.didSelectCard(at: 1)
    interactor.didSelectCard(at: 2)  // no third card: nothing
    interactor.didSelectCard(at: -1)

    #expect(router.shownCardIDs == ["mastercard"])
  }

  @Test func removingACardAsksWhichWithADestructiveButtonPerCardAndACancel() throws {
    interactor.didTapRemoveCard()

    let question = try #require(router.questions.first)
    #expect(router.questions.count == 1)
    #expect(question.style == .confirmationDialog && question.title == "Remove which card?")
    #expect(
      question.buttons == [
        .init("Visa ****1111, expires 12/30", role: .destructive, action: .remove(cardID: "visa")),
        .init(
          "Mastercard ****4444, expires 06/29", role: .destructive,
          action: .remove(cardID: "mastercard")),
        .init("Cancel", role: .cancel, action: .cancel),
      ])
  }

  @Test func theCardTheUserPicksIsRemovedAndTheListShowsTheRest() async {
    interactor.userDidChoose(.remove(cardID: "visa"))
    await MockCalls.until { !presenter.messages.isEmpty }

    #expect(presenter.messages == ["Removed Visa ****1111."])
    #expect(dependency.cardOnFileRepository.cardOnFile.value == [Fixtures.mastercard])
    #expect(presenter.cards.last == ["Mastercard ****4444"])
  }

  @Test func cancellingKeepsEveryCard() {
    interactor.userDidChoose(.cancel)
    #expect(dependency.cardOnFileRepository.cardOnFile.value.count == 2)
    #expect(presenter.messages.isEmpty)
  }

  @Test func aCardRemovedMeanwhileIsExplainedAndNothingElseChanges() async {
    interactor.userDidChoose(.remove(cardID: "visa"))
    interactor.userDidChoose(.remove(cardID: "visa"))  // another instance's answer, late
    await MockCalls.until { presenter.messages.count == 2 }

    #expect(
      presenter.messages == [
        "Removed Visa ****1111.", "Could not remove the card: That card is no longer on file.",
      ])
    #expect(dependency.cardOnFileRepository.cardOnFile.value == [Fixtures.mastercard])
  }

  @Test func withNoCardsThereIsNothingToAsk() async throws {
    let empty = Dependency(store: try Fixtures.store().store)
    let presenter = ProfileHomePresentableMock()
    let interactor = ProfileHomeInteractor(presenter: presenter, dependency: empty)
    interactor.router = router

    interactor.didTapRemoveCard()

    #expect(router.questions.isEmpty)
    #expect(presenter.messages == ["There are no cards to remove."])
  }

  @Test func renamingSavesTheNameAndEndsTheEntry() async {
    interactor.didTapRename()
    #expect(presenter.askedForName == ["Guest"])
    interactor.didEnter(name: "Alice")
    await MockCalls.until { presenter.endNameEntryCallCount > 0 }
    #expect(presenter.endNameEntryCallCount == 1)
    #expect(presenter.names == ["Guest", "Alice"])
  }

  @Test(arguments: [
    (String(repeating: "a", count: 31), "A name is at most 30 columns wide; this one takes 31."),
    // Wide characters take two columns: 16 of them are 32 columns, though 16 characters.
    (String(repeating: "한", count: 16), "A name is at most 30 columns wide; this one takes 32."),
    (
      "\u{1B}]2;PWNED\u{7}\u{1B}[41m",
      "A name cannot hold control characters, text-direction marks or stacks of accents."
    ),
    (
      "evil\u{202E}gnp.exe",
      "A name cannot hold control characters, text-direction marks or stacks of accents."
    ),
    (
      "Zalgo" + String(repeating: "\u{0301}", count: 40),
      "A name cannot hold control characters, text-direction marks or stacks of accents."
    ),
    ("   ", "A name cannot be empty."),
  ])
  func aNameTheProfileCannotShowIsRefused(name: String, message: String) {
    interactor.didTapRename()
    interactor.didEnter(name: name)
    #expect(presenter.messages == [message])
    #expect(presenter.endNameEntryCallCount == 0)
    #expect(dependency.profileRepository.userName.value == "Guest")
  }

  @Test func aNameOfThirtyColumnsWithCombiningMarksIsAccepted() async {
    // Each "e" carries one combining accent: 30 characters, 60 scalars, 30 columns.
    let name = String(repeating: "e\u{0301}", count: 30)
    interactor.didTapRename()
    interactor.didEnter(name: name)
    await MockCalls.until { presenter.endNameEntryCallCount > 0 }
    #expect(presenter.endNameEntryCallCount == 1)
    #expect(presenter.messages.isEmpty)
  }

  @Test func cancellingKeepsTheName() {
    interactor.didTapRename()
    interactor.didCancelRename()
    #expect(presenter.endNameEntryCallCount == 1)
    #expect(presenter.names == ["Guest"])
  }
}
