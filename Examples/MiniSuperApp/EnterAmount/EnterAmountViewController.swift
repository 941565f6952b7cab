import TerminalUI

/// The amount to top up, and the card it is charged to.
final class EnterAmountViewController: TerminalViewController, EnterAmountPresentable,
  EnterAmountViewControllable
{
  weak var listener: (any EnterAmountPresentableListener)?
  private var paymentMethodName: String?
  private var offeredAmount: Int?

  override var title: String { "Top up" }

  override func body(style: TerminalStyle) -> [String] {
    [
      "Card: \(paymentMethodName ?? "none")",
      "Up to \(Money.format(Money.maximumTopup)) at once.",
    ]
      + (offeredAmount.map {
        ["The link suggests \(Money.format($0)): press Return to top up that, or type an amount."]
      } ?? [])
  }

  override var actions: [TerminalAction] {
    [
      TerminalAction(key: "c", title: "Change card") { [weak self] in
        self?.listener?.didTapPaymentMethod()
      },
      TerminalAction(key: "x", title: "Close") { [weak self] in self?.listener?.didTapClose() },
    ]
  }

  override var prompt: String { "Amount to top up (won): " }

  override func handle(input: String) {
    if !runAction(for: input) { listener?.didEnter(amount: input) }
  }

  // MARK: - EnterAmountPresentable

  func updateSelectedPaymentMethod(name: String?) {
    paymentMethodName = name
  }

  func offer(amount: Int) {
    offeredAmount = amount
  }
}
