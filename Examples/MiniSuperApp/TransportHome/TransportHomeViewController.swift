import RIBs
import RIBsNavigation
import TerminalUI

/// The ride: route, fare and balance.
final class TransportHomeViewController: TerminalViewController, TransportHomePresentable,
  TransportHomeViewControllable
{
  weak var listener: (any TransportHomePresentableListener)?
  private var balance = ""
  private lazy var modalPresenter = TerminalModalPresenter(presenter: self)

  override var title: String { "Ride" }

  override func body(style: TerminalStyle) -> [String] {
    [
      "From: Home",
      "To: Office",
      "Fare: \(Money.format(Ride.fare))",
      "SuperPay balance: \(balance)",
    ]
  }

  override var actions: [TerminalAction] {
    [
      TerminalAction(key: "y", title: "Confirm the ride") { [weak self] in
        self?.listener?.didTapConfirmRide()
      },
      TerminalAction(key: "x", title: "Back") { [weak self] in self?.listener?.didTapClose() },
    ]
  }

  // MARK: - TransportHomePresentable

  func update(balance: String) {
    self.balance = balance
  }

  // MARK: - TransportHomeViewControllable

  func draw(_ presentation: RIBPresentation.Rendering) {
    modalPresenter.draw(presentation)
  }
}
