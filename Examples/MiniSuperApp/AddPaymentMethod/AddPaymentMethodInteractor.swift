import Foundation
import RIBs

@MainActor
protocol AddPaymentMethodRouting: ViewableRouting {}

@MainActor
protocol AddPaymentMethodPresentable: Presentable {
  var listener: (any AddPaymentMethodPresentableListener)? { get set }
  /// Asks for `field`, under the details entered so far (masked).
  func ask(for field: CardField, entered: [String])
  func show(message: String)
}

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

/// Asks for the card number, the CVC and the expiry date, checking each; then adds the card.
///
/// A detail that is wrong is explained in one line and asked again; what was entered before stays.
final class AddPaymentMethodInteractor: PresentableInteractor<any AddPaymentMethodPresentable>,
  AddPaymentMethodInteractable, AddPaymentMethodPresentableListener
{
  weak var router: (any AddPaymentMethodRouting)?
  weak var listener: (any AddPaymentMethodListener)?
  private let dependency: any AddPaymentMethodInteractorDependency
  private(set) var field = CardField.number
  private var number = ""
  private var cvc = ""
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
    presenter.ask(for: field, entered: [])
  }

  // MARK: - AddPaymentMethodPresentableListener

  func didTapClose() {
    listener?.addPaymentMethodDidTapClose()
  }

  func didEnter(_ text: String) {
    guard !isAdding else { return presenter.show(message: "Adding the card, one moment.") }
    do {
      switch field {
      case .number:
        number = try CardDetails.number(text)
        field = .cvc
      case .cvc:
        cvc = try CardDetails.cvc(text, forNumber: number)
        field = .expiry
      case .expiry:
        let expiry = try CardDetails.expiry(text, on: dependency.now())
        add(expiry: expiry)
        return
      }
      presenter.ask(for: field, entered: entered)
    } catch {
      presenter.show(message: error.description)
    }
  }

  // MARK: - Private

  private var entered: [String] {
    var lines: [String] = []
    if !number.isEmpty { lines.append("Number: ****\(number.suffix(4))") }
    if !cvc.isEmpty { lines.append("CVC: " + String(repeating: "*", count: cvc.count)) }
    return lines
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
