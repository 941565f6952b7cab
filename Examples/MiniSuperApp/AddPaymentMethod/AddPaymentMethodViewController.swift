import TerminalUI

/// The card form: one detail at a time; `x` closes it (or goes back, inside a flow).
final class AddPaymentMethodViewController: TerminalViewController,
  AddPaymentMethodPresentable, AddPaymentMethodViewControllable
{
  weak var listener: (any AddPaymentMethodPresentableListener)?
  private let closeButtonType: DismissButtonType
  private var field = CardField.number
  private var entered: [String] = []

  /// Why the user is asked for a card, shown above the form, if the screen that opens it says.
  private let introduction: String?

  init(closeButtonType: DismissButtonType, introduction: String? = nil) {
    self.closeButtonType = closeButtonType
    self.introduction = introduction
  }

  override var title: String { "Add a card" }

  override func body(style: TerminalStyle) -> [String] {
    (introduction.map { [$0] } ?? []) + entered
  }

  override var actions: [TerminalAction] {
    [
      TerminalAction(key: "x", title: closeButtonType == .close ? "Close" : "Back") {
        [weak self] in self?.listener?.didTapClose()
      }
    ]
  }

  override var hidesInput: Bool { field == .cvc }

  override var prompt: String {
    switch field {
    case .number: "Card number: "
    case .cvc: "CVC: "
    case .expiry: "Expiry (MM/YY): "
    }
  }

  override func handle(input: String) {
    if !runAction(for: input) { listener?.didEnter(input) }
  }

  // MARK: - AddPaymentMethodPresentable

  func ask(for field: CardField, entered: [String]) {
    self.field = field
    self.entered = entered
  }
}
