import RIBs
import RIBsNavigation
import TerminalUI

/// The home tab's screen, at the bottom of the tab's navigation controller.
final class AppHomeViewController: TerminalViewController, AppHomePresentable {
  weak var listener: (any AppHomePresentableListener)?

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
}
