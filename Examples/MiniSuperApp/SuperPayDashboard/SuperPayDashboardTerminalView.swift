import RIBsSwiftUI
import TerminalUI

/// The dashboard in the terminal: the same view state as the SwiftUI view, drawn again whenever
/// Observation reports a change to what it read.
final class SuperPayDashboardTerminalView: TerminalViewController,
  SuperPayDashboardViewControllable
{
  private let state: SuperPayDashboardViewState
  private var renderer: ObservationRenderer?
  /// The balance line as last rendered from the view state.
  private(set) var balanceLine = ""

  init(state: SuperPayDashboardViewState) {
    self.state = state
    super.init()
    renderer = ObservationRenderer { [unowned self] in
      balanceLine = "SuperPay balance: \(self.state.balance)"
      setNeedsDisplay()
    }
  }

  override var title: String { "SuperPay" }

  override func body(style: TerminalStyle) -> [String] {
    ["", style.bold(balanceLine)]
  }

  override var actions: [TerminalAction] {
    [
      TerminalAction(key: "t", title: "Top up") { [state] in state.listener?.topupButtonDidTap() }
    ]
  }
}
