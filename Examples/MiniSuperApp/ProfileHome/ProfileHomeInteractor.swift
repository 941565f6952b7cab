import RIBs
import RIBsCombine
import RIBsNavigation

#if canImport(Combine)
  import Combine
#else
  import OpenCombine
#endif

@MainActor
protocol ProfileHomeRouting: Routing {
  /// Shows `question`; the interactor hears the answer.
  func ask(_ question: RIBDialog<CardRemovalAnswer>)
  /// Shows the details of the card with identifier `id` beside the list.
  func showCard(id: String)
}

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

/// The profile tab: the user's name, which they can change, and their cards, which they can
/// remove.
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
      .sink { [weak self] methods in
        self?.presenter.update(cards: methods.map { ProfileCard(id: $0.id, name: $0.displayName) })
      }
      .cancelOnDeactivate(interactor: self)
  }

  // MARK: - ProfileHomePresentableListener

  func didTapRename() {
    presenter.askForName(currentName: dependency.profileRepository.userName.value)
  }

  func didCancelRename() {
    presenter.endNameEntry()
  }

  func didSelectCard(at index: Int) {
    let cards = dependency.cardOnFileRepository.cardOnFile.value
    guard cards.indices.contains(index) else { return }
    router?.showCard(id: cards[index].id)
  }

  func didTapRemoveCard() {
    let cards = dependency.cardOnFileRepository.cardOnFile.value
    guard !cards.isEmpty else { return presenter.show(message: "There are no cards to remove.") }
    router?.ask(
      RIBDialog(
        .confirmationDialog, title: "Remove which card?",
        message: "A card removed no longer tops up SuperPay; you can add it again.",
        buttons: cards.map { card in
          .init(
            "\(card.displayName), expires \(card.expiry)", role: .destructive,
            action: .remove(cardID: card.id))
        } + [.init("Cancel", role: .cancel, action: .cancel)]))
  }

  // MARK: - UserNavigationListener

  /// The user left a card's details: the split detached them, and the list has nothing to update.
  func userDidDismiss(_ screens: [RIBScreen]) {}

  // MARK: - The question's answer

  func userDidChoose(_ answer: CardRemovalAnswer) {
    guard case .remove(let id) = answer else { return }
    task { [weak self, dependency] in
      do {
        let card = try await dependency.cardOnFileRepository.removeCard(id: id)
        self?.presenter.show(message: "Removed \(card.displayName).")
      } catch {
        self?.presenter.show(message: "Could not remove the card: \(error)")
      }
    }
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
