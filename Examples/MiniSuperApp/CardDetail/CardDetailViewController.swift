import TerminalUI

/// A card's details in the terminal, shown above the profile tab; `:back` leaves it.
final class CardDetailViewController: TerminalViewController, CardDetailPresentable,
  CardDetailViewControllable
{
  private var lines: [String] = []

  override var title: String { "Card" }

  override func body(style: TerminalStyle) -> [String] {
    [""] + lines + ["", "Type :back for the profile."]
  }

  func show(name: String, expiry: String) {
    lines = [name, "Expires \(expiry)"]
    setNeedsDisplay()
  }

  func showNoLongerOnFile() {
    lines = ["This card is no longer on file."]
    setNeedsDisplay()
  }
}
