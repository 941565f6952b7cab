import RIBs
import RIBsCombine
import RIBsTestSupport
import Testing

@testable import MiniSuperApp

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

  init() throws {
    dependency = Dependency(store: try Fixtures.store(cards: [Fixtures.visa]).store)
    interactor = ProfileHomeInteractor(presenter: presenter, dependency: dependency)
    interactor.activate()
  }

  @Test func showsTheNameAndTheCards() {
    #expect(presenter.names == ["Guest"])
    #expect(presenter.cards == [["Visa ****1111"]])
  }

  @Test func renamingSavesTheNameAndEndsTheEntry() async {
    interactor.didTapRename()
    #expect(presenter.askedForName == ["Guest"])
    interactor.didEnter(name: "Alice")
    #expect(await Fixtures.eventually { presenter.endNameEntryCallCount == 1 })
    #expect(presenter.names == ["Guest", "Alice"])
  }

  @Test func aNameTooLongIsRefused() {
    interactor.didTapRename()
    interactor.didEnter(name: String(repeating: "a", count: 31))
    #expect(presenter.messages == ["A name has at most 30 characters; this one has 31."])
    #expect(presenter.endNameEntryCallCount == 0)
    #expect(dependency.profileRepository.userName.value == "Guest")
  }

  @Test func cancellingKeepsTheName() {
    interactor.didTapRename()
    interactor.didCancelRename()
    #expect(presenter.endNameEntryCallCount == 1)
    #expect(presenter.names == ["Guest"])
  }
}
