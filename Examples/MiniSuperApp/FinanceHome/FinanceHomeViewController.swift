import RIBs
import TerminalUI

/// The finance tab: its dashboards, one under the other, each offering its own actions.
final class FinanceHomeViewController: TerminalViewController, FinanceHomePresentable,
  FinanceHomeViewControllable, TopupViewControllable
{
  weak var listener: (any FinanceHomePresentableListener)?

  override var title: String { "Finance" }

  // MARK: - FinanceHomeViewControllable

  func addDashboard(_ view: any ViewControllable) {
    embed(view.terminalViewController)
  }
}
