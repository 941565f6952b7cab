import Foundation
import RIBs
import RIBsCombine
import RIBsNavigation

@MainActor
protocol TopupRouting: ViewableRouting {
  func attachAddPaymentMethod(closeButtonType: DismissButtonType)
  func detachAddPaymentMethod()
  func attachEnterAmount()
  func detachEnterAmount()
  func attachCardOnFile(paymentMethods: [PaymentMethod], selectedID: String?)
  func detachCardOnFile()
}

@MainActor
protocol TopupListener: AnyObject {
  /// The user left the flow without topping up.
  func topupDidClose()
  /// The balance was topped up.
  func topupDidFinish(_ receipt: TopupReceipt)
}

@MainActor
protocol TopupInteractorDependency {
  var cardOnFileRepository: any CardOnFileRepository { get }
  var paymentMethodStream: CurrentValuePublisher<PaymentMethod?> { get }
  var now: @MainActor () -> Date { get }
}

/// The top-up flow, a RIB whose view is the navigation stack of its screens.
///
/// With no card on file it starts by adding one; otherwise it asks for the amount with the first
/// card selected. From the amount, the user may pick another card (or add one there). Topping up
/// or closing the first screen ends the flow, and so does the user dismissing the flow's sheet
/// (`:back` on its first screen), which the parent's presentation hears; going back from a later
/// screen returns to the one before it.
final class TopupInteractor: Interactor, TopupInteractable, AddPaymentMethodListener,
  EnterAmountListener, CardOnFileListener
{
  weak var router: (any TopupRouting)?
  weak var listener: (any TopupListener)?
  private let dependency: any TopupInteractorDependency
  /// Whether the flow's first screen is EnterAmount (else AddPaymentMethod, until a card is added).
  private var isEnterAmountRoot = false

  init(dependency: any TopupInteractorDependency) {
    self.dependency = dependency
  }

  private var paymentMethods: [PaymentMethod] {
    dependency.cardOnFileRepository.cardOnFile.value
  }

  override func didBecomeActive() {
    super.didBecomeActive()
    // An expired card cannot pay: start with the first that can, or by adding one.
    let today = dependency.now()
    if let first = paymentMethods.first(where: { !$0.expiry.hasExpired(on: today) }) {
      isEnterAmountRoot = true
      dependency.paymentMethodStream.send(first)
      router?.attachEnterAmount()
    } else {
      isEnterAmountRoot = false
      router?.attachAddPaymentMethod(closeButtonType: .close)
    }
  }

  // MARK: - AddPaymentMethodListener

  func addPaymentMethodDidTapClose() {
    router?.detachAddPaymentMethod()
    if !isEnterAmountRoot { listener?.topupDidClose() }
  }

  func addPaymentMethodDidAddCard(paymentMethod: PaymentMethod) {
    dependency.paymentMethodStream.send(paymentMethod)
    router?.detachAddPaymentMethod()
    if isEnterAmountRoot {
      // Added from the card list: back to the amount, with the new card.
      router?.detachCardOnFile()
    } else {
      isEnterAmountRoot = true
      router?.attachEnterAmount()
    }
  }

  // MARK: - UserNavigationListener

  /// The user went back from a screen of the flow: the stack detached it, and the screen below,
  /// on top again, shows the card chosen.
  func userDidDismiss(_ screens: [RIBScreen]) {}

  // MARK: - EnterAmountListener

  func enterAmountDidTapClose() {
    router?.detachEnterAmount()
    listener?.topupDidClose()
  }

  func enterAmountDidTapPaymentMethod() {
    router?.attachCardOnFile(
      paymentMethods: paymentMethods, selectedID: dependency.paymentMethodStream.value?.id)
  }

  func enterAmountDidFinishTopup(_ receipt: TopupReceipt) {
    listener?.topupDidFinish(receipt)
  }

  // MARK: - CardOnFileListener

  func cardOnFileDidTapClose() {
    router?.detachCardOnFile()
  }

  func cardOnFileDidTapAddCard() {
    router?.attachAddPaymentMethod(closeButtonType: .back)
  }

  func cardOnFileDidSelect(at index: Int) {
    let methods = paymentMethods
    if methods.indices.contains(index) {
      dependency.paymentMethodStream.send(methods[index])
    }
    router?.detachCardOnFile()
  }
}
