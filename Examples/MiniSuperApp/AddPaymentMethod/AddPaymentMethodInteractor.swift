import Foundation
import RIBs
import RIBsCombine

@MainActor
protocol AddPaymentMethodRouting: Routing {}

@MainActor
protocol AddPaymentMethodListener: AnyObject {
  func addPaymentMethodDidTapClose()
  func addPaymentMethodDidAddCard(paymentMethod: PaymentMethod)
}

@MainActor
protocol AddPaymentMethodInteractorDependency {
  var cardOnFileRepository: any CardOnFileRepository { get }
  var now: @MainActor () -> Date { get }
}

/// Asks for the card number, the expiry date and the CVC, checking each; then adds the card.
///
/// A detail that is wrong is explained in one line and asked again; what was entered before stays.
/// A full wallet is said at once, and a card on file already as soon as its number and expiry
/// identify it, so that nobody types a whole card to learn it cannot be added.
final class AddPaymentMethodInteractor: PresentableInteractor<any AddPaymentMethodPresentable>,
  AddPaymentMethodInteractable, AddPaymentMethodPresentableListener
{
  weak var router: (any AddPaymentMethodRouting)?
  weak var listener: (any AddPaymentMethodListener)?
  private let dependency: any AddPaymentMethodInteractorDependency
  private(set) var field = CardField.number
  private var number = ""
  private var expiry: CardExpiry?
  private var isAdding = false

  init(
    presenter: any AddPaymentMethodPresentable,
    dependency: any AddPaymentMethodInteractorDependency
  ) {
    self.dependency = dependency
    super.init(presenter: presenter)
    presenter.listener = self
  }

  override func didBecomeActive() {
    super.didBecomeActive()
    if isWalletFull { presenter.show(message: CardOnFileError.tooManyCards.description) }
    presenter.ask(for: field, entered: [])
  }

  // MARK: - AddPaymentMethodPresentableListener

  func didTapClose() {
    listener?.addPaymentMethodDidTapClose()
  }

  func didEnter(_ text: String) {
    guard !isAdding else { return presenter.show(message: "Adding the card, one moment.") }
    guard !isWalletFull else {
      return presenter.show(message: CardOnFileError.tooManyCards.description)
    }
    do {
      switch field {
      case .number:
        number = try CardDetails.number(text)
        field = .expiry
      case .expiry:
        let expiry = try CardDetails.expiry(text, on: dependency.now())
        if let existing = cardOnFile(withNumber: number, expiry: expiry) {
          throw CardOnFileError.duplicate(existing)
        }
        self.expiry = expiry
        field = .cvc
      case .cvc:
        // Checked, never kept: a card on file is its brand, last digits and expiry.
        _ = try CardDetails.cvc(text, forNumber: number)
        if let expiry { add(expiry: expiry) }
        return
      }
      presenter.ask(for: field, entered: entered)
    } catch {
      presenter.show(message: "\(error)")
    }
  }

  // MARK: - Private

  private var entered: [String] {
    var lines: [String] = []
    if !number.isEmpty { lines.append("Number: ****\(number.suffix(4))") }
    if let expiry { lines.append("Expiry: \(expiry)") }
    return lines
  }

  private var isWalletFull: Bool {
    dependency.cardOnFileRepository.cardOnFile.value.count >= Wallet.maximumCardCount
  }

  /// The card on file with this number's brand and last digits and this expiry, if any.
  private func cardOnFile(withNumber number: String, expiry: CardExpiry) -> PaymentMethod? {
    let candidate = PaymentMethod(id: "", number: number, expiry: expiry)
    return dependency.cardOnFileRepository.cardOnFile.value.first { $0.isSameCard(as: candidate) }
  }

  private func add(expiry: CardExpiry) {
    isAdding = true
    task { [weak self, dependency, number] in
      do {
        let card = try await dependency.cardOnFileRepository.addCard(number: number, expiry: expiry)
        self?.listener?.addPaymentMethodDidAddCard(paymentMethod: card)
      } catch {
        self?.isAdding = false
        self?.presenter.show(message: "Could not add the card: \(error)")
      }
    }
  }
}
