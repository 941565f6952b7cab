import RIBs
import TerminalUI

/// The home tab.
final class AppHomeViewController: TerminalViewController, AppHomePresentable,
  AppHomeViewControllable
{
  weak var listener: (any AppHomePresentableListener)?
  private var stackRenderer: TerminalStackRenderer?

  override var title: String { "Home" }

  override func body(style: TerminalStyle) -> [String] {
    ["", "Where to today?"]
  }

  override var actions: [TerminalAction] {
    [
      TerminalAction(
        key: "r", title: "Ride to the office (\(Money.format(Ride.fare)))"
      ) {
        [weak self] in self?.listener?.didTapRide()
      }
    ]
  }

  // MARK: - AppHomeViewControllable

  func draw(_ stack: RIBStack) {
    stackRenderer = TerminalStackRenderer(stack: stack, host: self)
  }
}
