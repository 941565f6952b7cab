import TerminalUI

@MainActor
protocol SuperPayDashboardPresentableListener: AnyObject {
  func topupButtonDidTap()
}

/// The balance, and "top up".
final class SuperPayDashboardViewController: TerminalViewController,
  SuperPayDashboardPresentable, SuperPayDashboardViewControllable
{
  weak var listener: (any SuperPayDashboardPresentableListener)?
  private var balance = ""

  override var title: String { "SuperPay" }

  override func body(style: TerminalStyle) -> [String] {
    ["", style.bold("SuperPay balance: \(balance)")]
  }

  override var actions: [TerminalAction] {
    [
      TerminalAction(key: "t", title: "Top up") { [weak self] in self?.listener?.topupButtonDidTap()
      }
    ]
  }

  // MARK: - SuperPayDashboardPresentable

  func updateBalance(_ balance: String) {
    self.balance = balance
  }
}
