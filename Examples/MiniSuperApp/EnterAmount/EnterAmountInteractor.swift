import RIBs
import RIBsCombine

#if canImport(Combine)
  import Combine
#else
  import OpenCombine
#endif

@MainActor
protocol EnterAmountRouting: Routing {}

@MainActor
protocol EnterAmountListener: AnyObject {
  func enterAmountDidTapClose()
  func enterAmountDidTapPaymentMethod()
  func enterAmountDidFinishTopup(_ receipt: TopupReceipt)
}

@MainActor
protocol EnterAmountInteractorDependency {
  var selectedPaymentMethod: ReadOnlyCurrentValuePublisher<PaymentMethod?> { get }
  var superPayRepository: any SuperPayRepository { get }
  /// An amount to offer, from a deep link; `nil` for none.
  var suggestedAmount: Int? { get }
}

/// Reads an amount and tops up the balance with the selected card.
final class EnterAmountInteractor: PresentableInteractor<any EnterAmountPresentable>,
  EnterAmountInteractable, EnterAmountPresentableListener
{
  weak var router: (any EnterAmountRouting)?
  weak var listener: (any EnterAmountListener)?
  private let dependency: any EnterAmountInteractorDependency
  private var isToppingUp = false

  init(presenter: any EnterAmountPresentable, dependency: any EnterAmountInteractorDependency) {
    self.dependency = dependency
    super.init(presenter: presenter)
    presenter.listener = self
  }

  override func didBecomeActive() {
    super.didBecomeActive()
    if let amount = dependency.suggestedAmount { presenter.offer(amount: amount) }
    dependency.selectedPaymentMethod
      .sink { [weak self] method in
        self?.presenter.updateSelectedPaymentMethod(name: method?.displayName)
      }
      .cancelOnDeactivate(interactor: self)
  }

  // MARK: - EnterAmountPresentableListener

  func didTapClose() {
    listener?.enterAmountDidTapClose()
  }

  func didTapPaymentMethod() {
    listener?.enterAmountDidTapPaymentMethod()
  }

  func didEnter(amount text: String) {
    guard !isToppingUp else { return presenter.show(message: "Topping up, one moment.") }
    let amount: Int
    if let suggested = dependency.suggestedAmount, text.allSatisfy(\.isWhitespace) {
      amount = suggested
    } else {
      do {
        amount = try Money.topupAmount(text)
      } catch {
        return presenter.show(message: error.description)
      }
    }
    guard let method = dependency.selectedPaymentMethod.value else {
      return presenter.show(message: "Choose a card first: type c.")
    }
    isToppingUp = true
    task { [weak self, dependency] in
      do {
        let card = try await dependency.superPayRepository.topup(
          amount: amount, paymentMethodID: method.id)
        self?.listener?.enterAmountDidFinishTopup(TopupReceipt(amount: amount, card: card))
      } catch {
        self?.isToppingUp = false
        self?.presenter.show(message: "Could not top up: \(error)")
      }
    }
  }
}

extension EnterAmountInteractor: RIBInspectable {
  /// The card a top-up would use, masked as the screen shows it, for the inspector.
  var labelledValues: [RIBLabelledValue] {
    [
      RIBLabelledValue("card", dependency.selectedPaymentMethod.value?.displayName ?? "none"),
      RIBLabelledValue("topping up", isToppingUp ? "yes" : "no"),
    ]
  }
}
