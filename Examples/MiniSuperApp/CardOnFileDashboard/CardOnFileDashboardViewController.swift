import TerminalUI

/// The cards on file (the first few), and "add card".
final class CardOnFileDashboardViewController: TerminalViewController,
  CardOnFileDashboardPresentable, CardOnFileDashboardViewControllable
{
  weak var listener: (any CardOnFileDashboardPresentableListener)?
  private var cards: [String] = []
  private var moreCount = 0

  override var title: String { "Cards on file" }

  override func body(style: TerminalStyle) -> [String] {
    var lines = ["", style.bold("Cards on file")]
    lines += cards.isEmpty ? ["  No cards yet."] : cards.map { "  \($0)" }
    if moreCount > 0 { lines.append("  and \(moreCount) more") }
    return lines
  }

  override var actions: [TerminalAction] {
    [
      TerminalAction(key: "a", title: "Add card") { [weak self] in
        self?.listener?.didTapAddPaymentMethod()
      }
    ]
  }

  // MARK: - CardOnFileDashboardPresentable

  func update(cards: [String], moreCount: Int) {
    self.cards = cards
    self.moreCount = moreCount
  }
}
