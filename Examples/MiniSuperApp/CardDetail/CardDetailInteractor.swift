import RIBs
import RIBsCombine

#if canImport(Combine)
  import Combine
#else
  import OpenCombine
#endif

@MainActor
protocol CardDetailInteractorDependency {
  var cardOnFileRepository: any CardOnFileRepository { get }
}

/// Shows one card on file as it changes while active, and says so once it is removed.
final class CardDetailInteractor: PresentableInteractor<any CardDetailPresentable> {
  private let dependency: any CardDetailInteractorDependency
  /// The card shown.
  let cardID: String

  init(
    presenter: any CardDetailPresentable, dependency: any CardDetailInteractorDependency,
    cardID: String
  ) {
    self.dependency = dependency
    self.cardID = cardID
    super.init(presenter: presenter)
  }

  override func didBecomeActive() {
    super.didBecomeActive()
    dependency.cardOnFileRepository.cardOnFile
      .sink { [weak self] methods in
        guard let self else { return }
        if let card = methods.first(where: { $0.id == cardID }) {
          presenter.show(name: card.displayName, expiry: "\(card.expiry)")
        } else {
          presenter.showNoLongerOnFile()
        }
      }
      .cancelOnDeactivate(interactor: self)
  }
}
