import RIBs

@MainActor
protocol CardOnFileRouting: Routing {}

@MainActor
protocol CardOnFileListener: AnyObject {
  func cardOnFileDidTapClose()
  func cardOnFileDidTapAddCard()
  func cardOnFileDidSelect(at index: Int)
}

/// The cards to choose from, inside the top-up flow.
final class CardOnFileInteractor: PresentableInteractor<any CardOnFilePresentable>,
  CardOnFileInteractable, CardOnFilePresentableListener
{
  weak var router: (any CardOnFileRouting)?
  weak var listener: (any CardOnFileListener)?
  private let paymentMethods: [PaymentMethod]
  private let selectedID: String?

  init(
    presenter: any CardOnFilePresentable, paymentMethods: [PaymentMethod], selectedID: String?
  ) {
    self.paymentMethods = paymentMethods
    self.selectedID = selectedID
    super.init(presenter: presenter)
    presenter.listener = self
  }

  override func didBecomeActive() {
    super.didBecomeActive()
    presenter.update(
      cards: paymentMethods.map(\.displayName),
      selectedIndex: paymentMethods.firstIndex { $0.id == selectedID })
  }

  // MARK: - CardOnFilePresentableListener

  func didTapClose() {
    listener?.cardOnFileDidTapClose()
  }

  func didTapAddCard() {
    listener?.cardOnFileDidTapAddCard()
  }

  func didSelectItem(at index: Int) {
    listener?.cardOnFileDidSelect(at: index)
  }
}
