import RIBs
import RIBsNavigation
import TerminalUI

/// The finance tab: its dashboards, one under the other, each offering its own actions, and the
/// card form or the top-up flow on top when the router presents one.
final class FinanceHomeViewController: TerminalViewController, FinanceHomePresentable,
  FinanceHomeViewControllable
{
  weak var listener: (any FinanceHomePresentableListener)?
  private lazy var modalPresenter = TerminalModalPresenter(presenter: self)

  override var title: String { "Finance" }

  // MARK: - FinanceHomeViewControllable

  func addDashboard(_ dashboard: any ViewableRouting) {
    embed(dashboard.viewControllable.terminalViewController)
  }

  func draw(_ presentation: RIBPresentation.Rendering) {
    modalPresenter.draw(presentation)
  }
}
