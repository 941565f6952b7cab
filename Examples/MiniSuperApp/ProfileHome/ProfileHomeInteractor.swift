import RIBs
import RIBsCombine

#if canImport(Combine)
  import Combine
#else
  import OpenCombine
#endif

@MainActor
protocol ProfileHomeRouting: Routing {}

@MainActor
protocol ProfileHomeListener: AnyObject {}

/// What a deep link needs of the profile tab: only that it is there (`superapp://profile`).
@MainActor
protocol ProfileHomeActionableItem: AnyObject {}

@MainActor
protocol ProfileHomeInteractorDependency {
  var profileRepository: any ProfileRepository { get }
  var cardOnFileRepository: any CardOnFileRepository { get }
}

/// The profile tab: the user's name, which they can change, and their cards.
final class ProfileHomeInteractor: PresentableInteractor<any ProfileHomePresentable>,
  ProfileHomeInteractable, ProfileHomePresentableListener, ProfileHomeActionableItem
{
  weak var router: (any ProfileHomeRouting)?
  weak var listener: (any ProfileHomeListener)?
  private let dependency: any ProfileHomeInteractorDependency

  init(presenter: any ProfileHomePresentable, dependency: any ProfileHomeInteractorDependency) {
    self.dependency = dependency
    super.init(presenter: presenter)
    presenter.listener = self
  }

  override func didBecomeActive() {
    super.didBecomeActive()
    dependency.profileRepository.userName
      .sink { [weak self] name in self?.presenter.update(name: name) }
      .cancelOnDeactivate(interactor: self)
    dependency.cardOnFileRepository.cardOnFile
      .sink { [weak self] methods in self?.presenter.update(cards: methods.map(\.displayName)) }
      .cancelOnDeactivate(interactor: self)
  }

  // MARK: - ProfileHomePresentableListener

  func didTapRename() {
    presenter.askForName(currentName: dependency.profileRepository.userName.value)
  }

  func didCancelRename() {
    presenter.endNameEntry()
  }

  func didEnter(name: String) {
    if let problem = ProfileName.problem(with: name) { return presenter.show(message: problem) }
    task { [weak self, dependency] in
      do {
        try await dependency.profileRepository.rename(to: name)
        self?.presenter.endNameEntry()
      } catch {
        self?.presenter.show(message: "Could not change the name: \(error)")
      }
    }
  }
}
