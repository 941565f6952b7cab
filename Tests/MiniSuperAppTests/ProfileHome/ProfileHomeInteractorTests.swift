import RIBs
import RIBsCombine
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
  let dependency: Dependency
  let interactor: ProfileHomeInteractor
  /// Active for the test; deactivated on the main actor when the suite goes.
  let activation: ScopedActivation

  init() throws {
    dependency = Dependency(store: try Fixtures.store(cards: [Fixtures.visa]).store)
    interactor = ProfileHomeInteractor(presenter: presenter, dependency: dependency)
    activation = ScopedActivation(of: interactor)
  }

  @Test func showsTheNameAndTheCards() {
    #expect(presenter.names == ["Guest"])
    #expect(presenter.cards == [["Visa ****1111"]])
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
