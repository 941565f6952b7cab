import RIBs
import RIBsCombine

#if canImport(Combine)
  import Combine
#else
  import OpenCombine
#endif

@MainActor
protocol CardOnFileDashboardRouting: Routing {}

@MainActor
protocol CardOnFileDashboardListener: AnyObject {
  func cardOnFileDashboardDidTapAddPaymentMethod()
}

@MainActor
protocol CardOnFileDashboardInteractorDependency {
  var cardOnFileRepository: any CardOnFileRepository { get }
}

/// Shows the first cards on file as they change, while active; asks the parent to add one.
final class CardOnFileDashboardInteractor: PresentableInteractor<
  any CardOnFileDashboardPresentable
>, CardOnFileDashboardInteractable, CardOnFileDashboardPresentableListener
{
  /// How many cards the dashboard shows; the rest are counted.
  static let shownCardCount = 5

  weak var router: (any CardOnFileDashboardRouting)?
  weak var listener: (any CardOnFileDashboardListener)?
  private let dependency: any CardOnFileDashboardInteractorDependency

  init(
    presenter: any CardOnFileDashboardPresentable,
    dependency: any CardOnFileDashboardInteractorDependency
  ) {
    self.dependency = dependency
    super.init(presenter: presenter)
    presenter.listener = self
  }

  override func didBecomeActive() {
    super.didBecomeActive()
    dependency.cardOnFileRepository.cardOnFile
      .sink { [weak self] methods in
        let shown = methods.prefix(Self.shownCardCount)
        self?.presenter.update(
          cards: shown.map(\.displayName), moreCount: methods.count - shown.count)
      }
      .cancelOnDeactivate(interactor: self)
  }

  // MARK: - CardOnFileDashboardPresentableListener

  func didTapAddPaymentMethod() {
    listener?.cardOnFileDashboardDidTapAddPaymentMethod()
  }
}
